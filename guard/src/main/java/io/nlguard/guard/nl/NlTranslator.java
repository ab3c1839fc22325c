package io.nlguard.guard.nl;

/**
 * Turns a question in natural language into one SQL query. Found through {@link java.util.ServiceLoader}
 * ({@code META-INF/services/io.nlguard.guard.nl.NlTranslator}, provided by {@code io.nlguard:nlguard-nl}),
 * as {@link io.nlguard.guard.score.NodeScorer} is; the driver works without one and says so when a
 * question comes. Implementations are thread-safe: one instance serves every connection of the JVM, so
 * whatever it builds per schema (indexes, clients) it keys by {@link NlTarget#key()} and the settings.
 *
 * <p>A translator bounds its own time: every call to the LLM server ends within
 * {@link NlSettings#llmTimeout()}, and a failure is an {@link NlFailure}, never a hang. It may check
 * candidates with {@link NlRequest#check} (the connection's guard, question set) and plan them on the
 * target with {@link NlRequest#target()}; it never runs the query it returns: the driver does, read-only.
 */
public interface NlTranslator {

    /** Names the translator and its model in reports and warnings, e.g. {@code nlguard-nl (qwen2.5-coder:7b)}. */
    String id();

    /**
     * The one query that answers the question.
     *
     * @throws NlFailure when the LLM server fails ({@code 58NL1}), the question needs clarification
     *                   ({@code 42NL1}), or the schema cannot answer it or every candidate failed ({@code 42NL2})
     */
    Translation translate(NlRequest request) throws NlFailure;
}
