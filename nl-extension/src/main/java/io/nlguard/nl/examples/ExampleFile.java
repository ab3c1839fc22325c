package io.nlguard.nl.examples;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import io.nlguard.model.data.PairsJsonl;
import io.nlguard.model.data.QueryPair;

/**
 * The examples of a pairs file, the JSON lines {@code nlguard train} reads
 * ({@code {"db_id": ..., "question": ..., "gold": ..., "predicted": ...}}): each line with a question gives
 * its question and its gold SQL; lines without a question are no examples.
 */
public final class ExampleFile {

    private ExampleFile() {
    }

    /**
     * @throws IllegalArgumentException naming the line when one is not such an object
     */
    public static List<Example> read(Path file) throws IOException {
        List<Example> examples = new ArrayList<>();
        for (QueryPair pair : PairsJsonl.read(file)) {
            if (!pair.question().isBlank() && !pair.gold().isBlank()) {
                examples.add(new Example(pair.question().strip(), pair.gold().strip()));
            }
        }
        return examples;
    }
}
