package io.nlguard.it.transparency;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * What a scenario observed, step by step: values, update counts, and errors as SQLSTATE plus
 * message. Two outcomes are equal when the raw and the guarded connection behaved identically.
 */
final class Outcome {

    /** A step that may throw. */
    @FunctionalInterface
    interface Step {
        Object run() throws Exception;
    }

    private final List<String> entries = new ArrayList<>();

    Outcome record(String label, Object value) {
        entries.add(label + " = " + value);
        return this;
    }

    /** Runs a step, recording its value, or the SQLSTATE and message if it throws an SQLException. */
    Object attempt(String label, Step step) throws Exception {
        try {
            Object value = step.run();
            record(label, value);
            return value;
        } catch (SQLException e) {
            entries.add(label + " ! " + e.getSQLState() + " " + e.getMessage());
            return null;
        }
    }

    /** The SQLSTATE recorded for a label, or null if the step succeeded. */
    String stateOf(String label) {
        String prefix = label + " ! ";
        return entries.stream().filter(e -> e.startsWith(prefix))
                .map(e -> e.substring(prefix.length()).split(" ", 2)[0])
                .findFirst().orElse(null);
    }

    List<String> entries() {
        return entries;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Outcome other && entries.equals(other.entries);
    }

    @Override
    public int hashCode() {
        return entries.hashCode();
    }

    @Override
    public String toString() {
        return String.join("\n", entries);
    }
}
