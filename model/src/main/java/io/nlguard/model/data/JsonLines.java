package io.nlguard.model.data;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** A file of JSON lines read one object per non-blank line, each error naming the file and line it is about. */
public final class JsonLines {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Makes one line's value; {@code where} is {@code "<file> line <n>"} for its messages. */
    @FunctionalInterface
    public interface LineReader<T> {
        T read(JsonNode line, String where) throws IOException;
    }

    private JsonLines() {
    }

    /** Every non-blank line's value, in the file's order. */
    public static <T> List<T> read(Path file, LineReader<T> reader) throws IOException {
        List<T> out = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            int number = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                if (!line.isBlank()) {
                    out.add(reader.read(JSON.readTree(line), file + " line " + number));
                }
            }
        }
        return out;
    }
}
