package io.nlguard.model.data;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads corpus text files, some of which are latin-1 rather than UTF-8. */
final class TextFiles {

    /** A decoded file and the charset that decoded it. */
    record Decoded(String text, Charset charset) {

        /**
         * The lines, split on {@code \n} only (SQL may hold other control characters), a trailing
         * {@code \r} removed; a final newline does not start an extra line.
         */
        List<String> lines() {
            List<String> lines = new ArrayList<>();
            int start = 0;
            while (start < text.length()) {
                int end = text.indexOf('\n', start);
                if (end < 0) {
                    end = text.length();
                }
                String line = text.substring(start, end);
                lines.add(line.endsWith("\r") ? line.substring(0, line.length() - 1) : line);
                start = end + 1;
            }
            return lines;
        }
    }

    private TextFiles() {
    }

    /** Strict UTF-8 first; a file that is not valid UTF-8 is read as ISO-8859-1, which decodes any bytes. */
    static Decoded read(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        try {
            String text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes))
                    .toString();
            return new Decoded(text.startsWith("\uFEFF") ? text.substring(1) : text, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            return new Decoded(new String(bytes, StandardCharsets.ISO_8859_1), StandardCharsets.ISO_8859_1);
        }
    }

    /** The file's name without its extension. */
    static String stem(Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }
}
