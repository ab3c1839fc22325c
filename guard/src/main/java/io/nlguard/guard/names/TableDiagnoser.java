package io.nlguard.guard.names;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.names.Diagnosis.Kind;
import io.nlguard.guard.names.Diagnosis.Rename;
import io.nlguard.guard.names.Diagnosis.Subject;
import io.nlguard.guard.names.NameCandidates.Candidate;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * The diagnosis of a table the catalog does not know: a table of that name in a schema off the search
 * path (unqualified and unquoted only), else the tables of the schema it names (unqualified: of the
 * search path) spelled like it, a quoted name in another case first; else none like it.
 */
final class TableDiagnoser {

    private TableDiagnoser() {
    }

    static Diagnosis diagnose(NameContext names, SqlNode node) {
        Catalog catalog = names.catalog();
        SqlNode schemaNode = node.child(Role.SCHEMA);
        String schema = schemaNode == null ? null : schemaNode.name();
        String name = node.name();
        String what = "no table or view " + name + " in " + (schema == null ? "the search path " + catalog.searchPath() : "schema " + schema);
        Table elsewhere = schema == null && !node.quoted() ? inAnotherSchema(catalog, name) : null;
        if (elsewhere != null) {
            return of(node, Kind.IN_OTHER_SCHEMA, what, "one exists in schema " + elsewhere.name().schema()
                    + ": qualify it: " + elsewhere.name(), List.of(), null);
        }
        List<String> tables = new ArrayList<>();
        for (Table table : catalog.tables()) {
            if (visible(catalog, schema, table) && !tables.contains(table.name().name())) {
                tables.add(table.name().name());
            }
        }
        List<Candidate> ranked = NameCandidates.rank(name, tables, null);
        Candidate best = NameCandidates.confident(ranked);
        if (best != null) {
            return of(node, Kind.MISSPELLED, what, best.score() >= 1.0
                    ? "a quoted name must match case exactly, and the table is " + best.name()
                    : "the closest is " + best.describe() + (ranked.size() > 1 ? ", next " + ranked.get(1).describe() : ""),
                    ranked, new Rename(best));
        }
        if (!ranked.isEmpty()) {
            return of(node, Kind.MISSPELLED, what, "not sure which was meant: " + NameCandidates.describe(ranked, NameContext.SHOWN),
                    ranked, null);
        }
        return of(node, Kind.IN_NO_TABLE, what, "nor one with a similar name", ranked, null);
    }

    /** A table of this name in a schema the search path does not list. */
    private static Table inAnotherSchema(Catalog catalog, String name) {
        for (Table table : catalog.tables()) {
            if (table.name().name().equalsIgnoreCase(name) && !onSearchPath(catalog, table.name().schema())) {
                return table;
            }
        }
        return null;
    }

    private static boolean visible(Catalog catalog, String schema, Table table) {
        String tableSchema = table.name().schema();
        if (schema != null) {
            return schema.equalsIgnoreCase(tableSchema);
        }
        return tableSchema == null || onSearchPath(catalog, tableSchema);
    }

    private static boolean onSearchPath(Catalog catalog, String schema) {
        for (String entry : catalog.searchPath()) {
            if (entry.equalsIgnoreCase(schema)) {
                return true;
            }
        }
        return false;
    }

    private static Diagnosis of(SqlNode node, Kind kind, String problem, String advice, List<Candidate> candidates,
                                Diagnosis.Fix fix) {
        return new Diagnosis(node, Subject.TABLE, kind, problem, advice, candidates, fix);
    }
}
