package io.nlguard.guard.nl;

import java.net.URI;
import java.time.Duration;
import java.util.Objects;

/**
 * The {@code nlguard.nl.*} settings of a connection, validated by the driver.
 *
 * @param prefix           {@code nlguard.nl.prefix}: what starts a question (case-insensitive), e.g. {@code NL:}
 * @param ollamaUrl        {@code nlguard.nl.ollama-url}: the LLM server
 * @param model            {@code nlguard.nl.model}: the model that writes SQL
 * @param embedModel       {@code nlguard.nl.embed-model}: the model that embeds questions and schema documents
 * @param candidates       {@code nlguard.nl.candidates}: how many candidates to generate; {@link #AUTO_CANDIDATES}
 *                         means adaptive by the question's difficulty (2, 4 or 6)
 * @param llmTimeout       {@code nlguard.nl.timeout}: the longest one call to the LLM server may take
 * @param statementTimeout {@code nlguard.nl.statement-timeout}: the longest the generated query may run
 * @param maxRows          {@code nlguard.nl.max-rows}: the most rows the driver reads from its result
 * @param repairAttempts   {@code nlguard.nl.repair-attempts}: how many times a failing candidate is repaired
 * @param stages           the switches of the optional stages
 */
public record NlSettings(String prefix, URI ollamaUrl, String model, String embedModel, int candidates,
                         Duration llmTimeout, Duration statementTimeout, int maxRows, int repairAttempts,
                         NlStages stages) {

    /** {@code nlguard.nl.candidates=auto}: K by difficulty, as the pipeline decides. */
    public static final int AUTO_CANDIDATES = 0;

    public static final NlSettings DEFAULT = new NlSettings("NL:", URI.create("http://localhost:11434"),
            "qwen2.5-coder:7b", "nomic-embed-text", AUTO_CANDIDATES, Duration.ofSeconds(60), Duration.ofSeconds(10),
            1000, 3, NlStages.DEFAULT);

    /** The settings with the default stages. */
    public NlSettings(String prefix, URI ollamaUrl, String model, String embedModel, int candidates,
                      Duration llmTimeout, Duration statementTimeout, int maxRows, int repairAttempts) {
        this(prefix, ollamaUrl, model, embedModel, candidates, llmTimeout, statementTimeout, maxRows, repairAttempts,
                NlStages.DEFAULT);
    }

    public NlSettings {
        Objects.requireNonNull(prefix, "prefix");
        Objects.requireNonNull(ollamaUrl, "ollamaUrl");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(embedModel, "embedModel");
        Objects.requireNonNull(llmTimeout, "llmTimeout");
        Objects.requireNonNull(statementTimeout, "statementTimeout");
        Objects.requireNonNull(stages, "stages");
        if (candidates < 0 || maxRows < 1 || repairAttempts < 0) {
            throw new IllegalArgumentException("candidates >= 0, maxRows >= 1, repairAttempts >= 0");
        }
    }

    /** The same settings with other stage switches. */
    public NlSettings withStages(NlStages other) {
        return new NlSettings(prefix, ollamaUrl, model, embedModel, candidates, llmTimeout, statementTimeout, maxRows,
                repairAttempts, other);
    }

    /** Whether K is adaptive ({@code auto}) rather than fixed. */
    public boolean adaptiveCandidates() {
        return candidates == AUTO_CANDIDATES;
    }
}
