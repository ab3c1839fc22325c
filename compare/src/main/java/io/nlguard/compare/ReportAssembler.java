package io.nlguard.compare;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import io.nlguard.compare.diagnose.Diagnostics;
import io.nlguard.compare.instances.InstanceEquivalence;
import io.nlguard.compare.instances.InstanceVerdict;
import io.nlguard.compare.performance.PerformanceScores;
import io.nlguard.compare.result.ResultComparison;
import io.nlguard.compare.score.Synthesis;
import io.nlguard.compare.structure.StructuralComparison;
import io.nlguard.compare.validate.ErrorCategory;
import io.nlguard.compare.validate.ErrorCause;
import io.nlguard.compare.validate.ExecutionError;
import io.nlguard.compare.validate.QueryValidation;
import io.nlguard.compare.validate.ValidationResult;

/**
 * Puts the layers' outputs into the output contract (the design's Report Builder): the verdict
 * fields from the synthesis, the explanations and warnings of every layer in pipeline order, and
 * {@code error_types} from the execution errors.
 */
final class ReportAssembler {

    /** The layers' outputs for one request; a field is null where the layer was blocked or not asked for. */
    record Layers(ValidationResult validity, StructuralComparison structure, ResultComparison result,
                  Diagnostics diagnostics, PerformanceScores performance, InstanceEquivalence instances) {
    }

    private ReportAssembler() {
    }

    static ComparisonReport assemble(Layers layers, Synthesis synthesis, RunMetadata metadata) {
        Diagnostics diagnostics = layers.diagnostics();
        return new ComparisonReport(synthesis.verdict(), null, null, synthesis.overallScore(), synthesis.structureScore(),
                synthesis.resultScore(), diagnostics.scores(), layers.performance(), synthesis.severity(),
                explanations(layers, synthesis), diagnostics.perColumnMismatchMap(), errorTypes(layers.validity()),
                synthesis.blockedReason(), warnings(layers, synthesis), layers.validity(),
                new ReportEvidence(synthesis.decidingRule(), layers.structure(), layers.result(), diagnostics.attributions(),
                        diagnostics.supportingEvidence(), layers.instances(), null),
                metadata);
    }

    private static List<String> explanations(Layers layers, Synthesis synthesis) {
        List<String> lines = new ArrayList<>(synthesis.explanations());
        failure("actual_sql", layers.validity().actual()).ifPresent(lines::add);
        failure("expected_sql", layers.validity().expected()).ifPresent(lines::add);
        if (layers.diagnostics().blockedReason() == null) {
            lines.addAll(layers.diagnostics().explanations());
        }
        if (checked(layers.instances())) {
            lines.add(layers.instances().summary());
        }
        return lines;
    }

    /** Why one query failed, as {@code actual_sql does not parse: ...} or {@code actual_sql failed to run (missing_column): ...}. */
    private static Optional<String> failure(String side, QueryValidation query) {
        if (!query.parseSuccess()) {
            return Optional.of(side + " does not parse: " + query.parseError().message());
        }
        ExecutionError error = query.execution().error();
        if (error == null) {
            return Optional.empty();
        }
        String how = error.cause() == ErrorCause.REFUSED ? " was not run" : error.timedOut() ? " timed out" : " failed to run";
        return Optional.of(side + how + " (" + error.category().label() + "): " + error.rawMessage().lines().findFirst().orElse(""));
    }

    /** The taxonomy categories of the queries that reached execution (a query that did not parse was never run). */
    private static List<ErrorCategory> errorTypes(ValidationResult validity) {
        Set<ErrorCategory> types = new LinkedHashSet<>();
        for (QueryValidation query : List.of(validity.actual(), validity.expected())) {
            if (query.parseSuccess() && query.execution().error() != null) {
                types.add(query.execution().error().category());
            }
        }
        return List.copyOf(types);
    }

    private static List<String> warnings(Layers layers, Synthesis synthesis) {
        List<String> warnings = new ArrayList<>(synthesis.warnings());
        StructuralComparison structure = layers.structure();
        if (structure != null && StructuralComparison.COMPARISON_ERROR.equals(structure.blockedReason())) {
            warnings.add(structure.blockedDetailActual());
        }
        if (layers.result() != null) {
            warnings.addAll(layers.result().warnings());
        }
        if (layers.performance() != null) {
            warnings.addAll(layers.performance().warnings());
        }
        if (layers.instances() != null && !checked(layers.instances())) {
            warnings.add("the multi-instance check was not made: " + layers.instances().reason());
        }
        return warnings;
    }

    private static boolean checked(InstanceEquivalence instances) {
        return instances != null && instances.verdict() != InstanceVerdict.NOT_CHECKED;
    }
}
