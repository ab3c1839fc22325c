package io.nlguard.guard.rules.lint;

import java.util.List;

import io.nlguard.guard.names.SourceLabels;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Source;

/** How messages name the sources a reference could see. */
final class SourceNames {

    private SourceNames() {
    }

    /** The sources of {@code scope} and of the enclosing levels it may see, innermost first. */
    static List<Source> visible(Scope scope) {
        return SourceLabels.visible(scope);
    }

    /** {@code concert (T2)}, {@code singer}, {@code CTE w}, {@code derived table s}. */
    static String label(Source source) {
        return SourceLabels.label(source);
    }

    /** {@code singer (T1), concert (T2)}, or {@code none} for a query without FROM. */
    static String list(List<Source> sources) {
        return SourceLabels.list(sources);
    }

    /** The first source whose columns include {@code column} for sure, skipping {@code except}; or null. */
    static Source having(List<Source> sources, String column, Source except) {
        for (Source source : sources) {
            if (source != except && Boolean.TRUE.equals(source.hasColumn(column, false))) {
                return source;
            }
        }
        return null;
    }
}
