package io.nlguard.nl.knowledge;

import java.nio.file.Path;

/**
 * A knowledge file that cannot be used: unreadable, not JSON, or not the format of
 * {@code docs/knowledge-file.md}. The message names the file and, for a format error, the JSON path of
 * the problem ({@code $.confusables[1].triggers}).
 */
public final class KnowledgeFileException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    KnowledgeFileException(Path file, String problem, Throwable cause) {
        super("the knowledge file " + file + " (nlguard.nl.knowledge): " + problem, cause);
    }
}
