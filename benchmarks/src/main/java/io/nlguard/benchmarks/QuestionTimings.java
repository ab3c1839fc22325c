package io.nlguard.benchmarks;

import io.nlguard.guard.nl.TranslationReport;
import io.nlguard.nl.evaluate.Evaluation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The times of a series of questions: end to end (executeQuery to the last row read), the JVM's CPU time
 * meanwhile (what the wall time would shrink to on an idle machine, less the database's), each stage of the
 * translation report (evaluation split into the guard and EXPLAIN), and "run": the rest (the driver guards
 * the answer, runs it read-only, reads the rows).
 */
final class QuestionTimings {

    static final String TOTAL = "total";
    static final String CPU = "JVM CPU time, all threads (driver, pipeline, scripted server, JIT, GC)";
    static final String RUN = "run (guard the answer, run it, read rows)";

    private final Map<String, List<Double>> millis = new LinkedHashMap<>();

    void add(double totalMillis, double cpuMillis, List<TranslationReport.Stage> stages) {
        millis.computeIfAbsent(TOTAL, k -> new ArrayList<>()).add(totalMillis);
        millis.computeIfAbsent(CPU, k -> new ArrayList<>()).add(cpuMillis);
        double translated = 0;
        for (TranslationReport.Stage stage : stages) {
            double ms = stage.took().toNanos() / 1e6;
            translated += ms;
            millis.computeIfAbsent(stage.name(), k -> new ArrayList<>()).add(ms);
            if (stage.output() instanceof Evaluation evaluation) {
                millis.computeIfAbsent(stage.name() + ": the guard", k -> new ArrayList<>())
                        .add(evaluation.guardTook().toNanos() / 1e6);
                millis.computeIfAbsent(stage.name() + ": EXPLAIN", k -> new ArrayList<>())
                        .add(evaluation.explainTook().toNanos() / 1e6);
            }
        }
        millis.computeIfAbsent(RUN, k -> new ArrayList<>()).add(totalMillis - translated);
    }

    /** Total first, then the stages in the order they first ran, then the rest. */
    Map<String, List<Double>> byMeasure() {
        Map<String, List<Double>> ordered = new LinkedHashMap<>();
        ordered.put(TOTAL, millis.getOrDefault(TOTAL, List.of()));
        ordered.put(CPU, millis.getOrDefault(CPU, List.of()));
        millis.forEach((name, values) -> {
            if (!name.equals(TOTAL) && !name.equals(CPU) && !name.equals(RUN)) {
                ordered.put(name, values);
            }
        });
        ordered.put(RUN, millis.getOrDefault(RUN, List.of()));
        return ordered;
    }

    List<Double> total() {
        return millis.getOrDefault(TOTAL, List.of());
    }
}
