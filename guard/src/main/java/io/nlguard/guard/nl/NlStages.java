package io.nlguard.guard.nl;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * The optional stages of the question pipeline, one switch each, as the NL2SQL architecture flags them
 * ({@code nlguard.nl.<stage>} settings). A translator that does not have a stage ignores its switch.
 *
 * @param routing          {@code nlguard.nl.routing}: narrow a large catalog to at most three modules first
 * @param routingMinTables {@code nlguard.nl.routing-min-tables}: the catalog size from which {@code auto} routes
 * @param embeddings       {@code nlguard.nl.embeddings}: where question and schema embeddings come from
 * @param values           {@code nlguard.nl.values}: link the question's words to values of text columns
 * @param valuesPerColumn  {@code nlguard.nl.values-per-column}: the most distinct values read per text column
 * @param examples         {@code nlguard.nl.examples}: a file of question/SQL pairs to show similar ones from
 * @param knowledge        {@code nlguard.nl.knowledge}: a file of domain knowledge (modules, confusable tables)
 * @param schemaLinker     {@code nlguard.nl.schema-linker}: the schema contract (linked columns, value hints,
 *                         column warnings) in the prompt
 * @param joinPlanner      {@code nlguard.nl.join-planner}: join paths over foreign keys in the prompt
 * @param reranker         {@code nlguard.nl.reranker}: rank candidates by the score table rather than by order
 * @param explain          {@code nlguard.nl.explain}: plan every candidate with {@code EXPLAIN} on the target
 * @param valueCheck       {@code nlguard.nl.value-check}: check that the string literals of the best candidates'
 *                         filters occur in the database
 * @param executeCandidates {@code nlguard.nl.execute-candidates}: run the candidates that pass the guard and
 *                         EXPLAIN (read-only, capped) so that candidates with equal results vote together
 * @param linking          {@code nlguard.nl.linker} and the multi-hypothesis linker's budget
 * @param abstention       {@code nlguard.nl.abstain} and the boundary detectors' thresholds
 */
public record NlStages(Switch routing, int routingMinTables, Embeddings embeddings, boolean values,
                       int valuesPerColumn, Optional<Path> examples, Optional<Path> knowledge, boolean schemaLinker,
                       boolean joinPlanner, boolean reranker, boolean explain, boolean valueCheck,
                       boolean executeCandidates, NlLinking linking, NlAbstention abstention) {

    /** On, off, or on when the pipeline judges it useful. */
    public enum Switch { AUTO, ON, OFF }

    /** Where embeddings come from: the LLM server's {@code /api/embed}, an in-process model, or nowhere. */
    public enum Embeddings { OLLAMA, LOCAL, OFF }

    public static final NlStages DEFAULT = new NlStages(Switch.AUTO, 500, Embeddings.OLLAMA, true, 1000,
            Optional.empty(), Optional.empty(), true, true, true, true, false, true, NlLinking.DEFAULT,
            NlAbstention.DEFAULT);

    public NlStages {
        Objects.requireNonNull(routing, "routing");
        Objects.requireNonNull(embeddings, "embeddings");
        Objects.requireNonNull(examples, "examples");
        Objects.requireNonNull(knowledge, "knowledge");
        Objects.requireNonNull(linking, "linking");
        Objects.requireNonNull(abstention, "abstention");
        if (routingMinTables < 1 || valuesPerColumn < 0) {
            throw new IllegalArgumentException("routingMinTables >= 1, valuesPerColumn >= 0");
        }
    }

    /** With candidates run ({@code nlguard.nl.execute-candidates=on}, the default). */
    public NlStages(Switch routing, int routingMinTables, Embeddings embeddings, boolean values, int valuesPerColumn,
            Optional<Path> examples, Optional<Path> knowledge, boolean schemaLinker, boolean joinPlanner,
            boolean reranker, boolean explain, boolean valueCheck) {
        this(routing, routingMinTables, embeddings, values, valuesPerColumn, examples, knowledge, schemaLinker,
                joinPlanner, reranker, explain, valueCheck, true);
    }

    /** The same switches with another abstention. */
    public NlStages withAbstention(NlAbstention other) {
        return new NlStages(routing, routingMinTables, embeddings, values, valuesPerColumn, examples, knowledge,
                schemaLinker, joinPlanner, reranker, explain, valueCheck, executeCandidates, linking, other);
    }

    /** With the heuristic linker and the default abstention ({@code nlguard.nl.linker=heuristic}, {@code nlguard.nl.abstain=on}). */
    public NlStages(Switch routing, int routingMinTables, Embeddings embeddings, boolean values, int valuesPerColumn,
            Optional<Path> examples, Optional<Path> knowledge, boolean schemaLinker, boolean joinPlanner,
            boolean reranker, boolean explain, boolean valueCheck, boolean executeCandidates) {
        this(routing, routingMinTables, embeddings, values, valuesPerColumn, examples, knowledge, schemaLinker,
                joinPlanner, reranker, explain, valueCheck, executeCandidates, NlLinking.DEFAULT, NlAbstention.DEFAULT);
    }

    /** The same switches with another linker. */
    public NlStages withLinking(NlLinking other) {
        return new NlStages(routing, routingMinTables, embeddings, values, valuesPerColumn, examples, knowledge,
                schemaLinker, joinPlanner, reranker, explain, valueCheck, executeCandidates, other, abstention);
    }

    /** Whether a catalog of this many tables is routed to modules before retrieval. */
    public boolean routes(int catalogTables) {
        return routing == Switch.ON || routing == Switch.AUTO && catalogTables >= routingMinTables;
    }
}
