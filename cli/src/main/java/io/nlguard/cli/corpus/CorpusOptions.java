package io.nlguard.cli.corpus;

import io.nlguard.cli.CredentialOptions;
import io.nlguard.cli.DemoTarget;
import io.nlguard.model.data.Corpus;

import java.io.IOException;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Where the corpus and the PostgreSQL come from: options shared by the corpus subcommands. */
public final class CorpusOptions {

    @Option(names = "--url", paramLabel = "URL",
            description = "Use this existing PostgreSQL (jdbc:postgresql://host:port/db) instead of an embedded"
                    + " one. One schema per corpus database is (re)created there.")
    String url;

    @Mixin
    CredentialOptions credentials;

    @Mixin
    CorpusDataOption data;

    /** The corpus at --data, or where {@link io.nlguard.model.data.CorpusLocation} finds it. */
    Corpus corpus() {
        return data.corpus();
    }

    /** The server at --url, or an embedded one started now. */
    DemoTarget target() throws IOException {
        return url == null ? DemoTarget.embedded() : credentials.existing(url);
    }
}
