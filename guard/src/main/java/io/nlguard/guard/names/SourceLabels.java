package io.nlguard.guard.names;

import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;

import io.nlguard.guard.scope.DerivedSource;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;

/** How diagnoses and rules name the sources a reference could see. */
public final class SourceLabels {

    private SourceLabels() {
    }

    /** The sources of {@code scope} and of the enclosing levels it may see, innermost first. */
    public static List<Source> visible(Scope scope) {
        List<Source> sources = new ArrayList<>();
        for (Scope s = scope; s != null; s = s.outer()) {
            sources.addAll(s.sources());
        }
        return sources;
    }

    /** {@code concert (T2)} for an aliased table, {@code singer} for an unaliased one, {@code CTE w}, {@code derived table s}. */
    public static String label(Source source) {
        if (source instanceof TableSource table) {
            String name = table.node().name();
            return name == null || name.equalsIgnoreCase(table.alias()) ? table.alias() : name + " (" + table.alias() + ")";
        }
        if (source instanceof DerivedSource derived) {
            return (derived.cte() ? "CTE " : "derived table ") + derived.alias();
        }
        return source.describe();
    }

    /** {@code singer (T1), concert (T2)}, or {@code none} for a query without FROM. */
    public static String list(List<? extends Source> sources) {
        if (sources.isEmpty()) {
            return "none";
        }
        StringJoiner joined = new StringJoiner(", ");
        sources.forEach(source -> joined.add(label(source)));
        return joined.toString();
    }
}
