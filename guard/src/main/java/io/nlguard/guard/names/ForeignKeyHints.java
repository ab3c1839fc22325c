package io.nlguard.guard.names;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;

/** The JOIN that brings in a foreign-key neighbour the query does not read, in the words of a diagnosis. */
final class ForeignKeyHints {

    private ForeignKeyHints() {
    }

    /**
     * The JOIN that brings in a foreign-key neighbour having the column, from any of {@code starts}; when
     * {@code qualifierFirst}, only from the first (the qualifier's table) if it has such a neighbour. Null
     * when there is none.
     */
    static String forColumn(Catalog catalog, String name, List<TableSource> starts, boolean qualifierFirst,
                            List<Source> visible) {
        Map<Table, Set<String>> joins = new LinkedHashMap<>();
        for (int i = 0; i < starts.size(); i++) {
            TableSource start = starts.get(i);
            for (ForeignKeyPaths.Link link : ForeignKeyPaths.links(catalog, start.table())) {
                if (!NameContext.inScope(link.neighbour(), visible) && link.neighbour().column(name).isPresent()) {
                    joins.computeIfAbsent(link.neighbour(), k -> new LinkedHashSet<>())
                            .add(link.join(catalog, PgNames.qualifier(start)));
                }
            }
            if (qualifierFirst && i == 0 && !joins.isEmpty()) {
                break;
            }
        }
        if (joins.isEmpty()) {
            return null;
        }
        List<String> all = new ArrayList<>();
        joins.values().forEach(all::addAll);
        Table first = joins.keySet().iterator().next();
        String column = PgNames.spell(first.column(name).map(Column::name).orElse(name));
        if (joins.size() == 1 && all.size() == 1) {
            return PgNames.table(catalog, first) + " has it, which the query does not join: add " + all.get(0)
                    + " and write " + PgNames.table(catalog, first) + "." + column;
        }
        return NameContext.tableList(new ArrayList<>(joins.keySet())) + (joins.size() == 1 ? " has it" : " have it")
                + ", which the query does not join: add one of " + options(all);
    }

    /** The JOINs that bring in {@code table} from the known tables in scope: none, one, or several. */
    static List<String> toTable(Catalog catalog, Table table, List<Source> visible) {
        Set<String> joins = new LinkedHashSet<>();
        for (Source source : visible) {
            if (source instanceof TableSource start && start.isKnown()) {
                for (ForeignKeyPaths.Link link : ForeignKeyPaths.links(catalog, start.table())) {
                    if (link.neighbour() == table) {
                        joins.add(link.join(catalog, PgNames.qualifier(start)));
                    }
                }
            }
        }
        return new ArrayList<>(joins);
    }

    /** At most {@link NameContext#SHOWN} JOINs, separated by semicolons. */
    static String options(List<String> joins) {
        StringJoiner options = new StringJoiner("; ");
        joins.stream().limit(NameContext.SHOWN).forEach(options::add);
        return options.toString();
    }
}
