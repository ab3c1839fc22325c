package io.nlguard.cli.corpus;

import java.nio.file.Path;

import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.CorpusLocation;
import picocli.CommandLine.Option;

/** {@code --data}: where the Spider and BIRD corpus is, for every command that reads it. */
public final class CorpusDataOption {

    @Option(names = "--data", paramLabel = "DIR",
            description = "The corpus directory (default: $" + CorpusLocation.ENV + ", else ../shared/data next to"
                    + " the repository root).")
    Path data;

    /** The corpus at --data, or where {@link CorpusLocation} finds it. */
    public Corpus corpus() {
        if (data != null) {
            return Corpus.at(data);
        }
        return Corpus.locate().orElseThrow(() -> new IllegalArgumentException(CorpusLocation.describe()));
    }
}
