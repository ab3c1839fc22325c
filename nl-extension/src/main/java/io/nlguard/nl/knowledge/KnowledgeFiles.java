package io.nlguard.nl.knowledge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The knowledge files in use, each read once per modification time: an edited file is read again at the
 * next question, an unchanged one never. A file that fails to read fails every question that needs it
 * (with the same message) until it is fixed.
 */
public final class KnowledgeFiles {

    private record Read(FileTime modified, long size, Knowledge knowledge) {
    }

    private final Map<Path, Read> files = new ConcurrentHashMap<>();

    /** The file's knowledge, or {@link Knowledge#EMPTY} without a file. */
    public Knowledge of(Optional<Path> file) {
        return file.map(this::of).orElse(Knowledge.EMPTY);
    }

    /** @throws KnowledgeFileException when the file cannot be read or is not in the format */
    public Knowledge of(Path file) {
        Path key = file.toAbsolutePath().normalize();
        FileTime modified;
        long size;
        try {
            modified = Files.getLastModifiedTime(key);
            size = Files.size(key);
        } catch (IOException e) {
            throw new KnowledgeFileException(file, "cannot be read: " + e, e);
        }
        Read known = files.get(key);
        if (known != null && known.modified().equals(modified) && known.size() == size) {
            return known.knowledge();
        }
        Knowledge knowledge = KnowledgeReader.read(key);
        files.put(key, new Read(modified, size, knowledge));
        return knowledge;
    }
}
