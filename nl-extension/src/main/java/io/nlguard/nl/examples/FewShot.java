package io.nlguard.nl.examples;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import io.nlguard.guard.nl.NlRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The example stage of a question: when {@code nlguard.nl.examples} names a file, the {@value #SHOWN} pairs
 * of it whose questions are most like the one asked. A file that cannot be read does not fail the
 * question: it is answered without examples, and the reason is logged.
 */
public final class FewShot {

    /** Examples shown in a prompt. */
    public static final int SHOWN = 3;

    private static final Logger LOG = LoggerFactory.getLogger(FewShot.class);

    private final ExampleIndexCache indexes;

    public FewShot(ExampleIndexCache indexes) {
        this.indexes = indexes;
    }

    public List<Example> examples(NlRequest request) {
        Optional<Path> file = request.settings().stages().examples();
        if (file.isEmpty()) {
            return List.of();
        }
        try {
            return indexes.of(file.get()).similar(request.question(), SHOWN);
        } catch (IOException | IllegalArgumentException e) {
            LOG.warn("[{}] no examples: the file {} could not be read: {}", request.traceId(), file.get(), e.toString());
            return List.of();
        }
    }
}
