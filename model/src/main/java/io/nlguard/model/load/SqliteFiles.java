package io.nlguard.model.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/** The SQLite databases of a folder laid out as Spider's: {@code <dir>/<db_id>/<db_id>.sqlite}. */
public final class SqliteFiles {

    private SqliteFiles() {
    }

    /**
     * Each db_id of the folder with its file, sorted by db_id.
     *
     * @throws IllegalArgumentException when the folder does not exist
     */
    public static Map<String, Path> in(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("no database folder at " + dir);
        }
        Map<String, Path> files = new TreeMap<>();
        try (Stream<Path> children = Files.list(dir)) {
            children.filter(Files::isDirectory).forEach(child -> {
                String dbId = child.getFileName().toString();
                Path file = child.resolve(dbId + ".sqlite");
                if (Files.isRegularFile(file)) {
                    files.put(dbId, file);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }
}
