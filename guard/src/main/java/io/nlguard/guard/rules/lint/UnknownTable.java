package io.nlguard.guard.rules.lint;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * A reference to a relation that must exist and the catalog does not know. Scope resolution says
 * which names are such references: not CTE names, not the relation a CREATE or SELECT INTO defines,
 * not a DROP ... IF EXISTS, not a sequence, index or other object the catalog does not model. System
 * relations are not modelled either, so they never fire; nor does anything when the catalog is empty
 * (the schema could not be read).
 */
final class UnknownTable extends LintRule {

    UnknownTable() {
        super("unknown-table", Severity.WARN, "A table or view that is not in the catalog (not a CTE, not a system relation).");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        Catalog catalog = context.catalog();
        if (catalog == null || catalog.isEmpty()) {
            return;
        }
        for (SqlNode node : scopes.unknownRelations()) {
            reportUnknown(context, catalog, node);
        }
    }

    private void reportUnknown(RuleContext context, Catalog catalog, SqlNode node) {
        SqlNode schemaNode = node.child(Role.SCHEMA);
        String schema = schemaNode == null ? null : schemaNode.name();
        String name = node.name();
        Table elsewhere = schema == null && !node.quoted() ? inAnotherSchema(catalog, name) : null;
        if (elsewhere != null) {
            report(context, node, "no table " + name + " on the search path " + catalog.searchPath()
                    + "; one exists in schema " + elsewhere.name().schema() + ".",
                    "qualify it: " + elsewhere.name() + ".");
            return;
        }
        String where = schema == null ? "the search path " + catalog.searchPath() : "schema " + schema;
        List<String> names = new ArrayList<>();
        for (Table table : catalog.tables()) {
            if (schema == null || schema.equalsIgnoreCase(table.name().schema())) {
                names.add(table.name().name());
            }
        }
        String closest = Suggestions.closest(name, names);
        String why = "no table or view " + name + " in " + where + ", so PostgreSQL will fail with 'relation does not exist'.";
        if (closest != null && closest.equalsIgnoreCase(name)) {
            report(context, node, why + " A quoted name must match case exactly.", "write " + closest + " (or \"" + closest + "\").");
        } else {
            report(context, node, why, closest == null ? null : "did you mean " + closest + "?");
        }
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

    private static boolean onSearchPath(Catalog catalog, String schema) {
        for (String entry : catalog.searchPath()) {
            if (entry.equalsIgnoreCase(schema)) {
                return true;
            }
        }
        return false;
    }
}
