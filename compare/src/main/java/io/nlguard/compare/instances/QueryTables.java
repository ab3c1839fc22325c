package io.nlguard.compare.instances;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.Role;

/**
 * The catalog tables the queries read, and those their foreign keys reach (an instance needs the
 * referenced tables to hold the keys), in a fixed order. It also says why the queries cannot be
 * checked on instances: a relation that is not a table of the catalog (a view, which instances do
 * not copy, or an unknown name), or a schema-qualified name, which the instance's search_path
 * cannot redirect, so the query would read the real data.
 *
 * @param tables   the tables to copy: those read first, then those reached by foreign keys
 * @param problems why the queries cannot be checked; empty when they can
 */
record QueryTables(List<Table> tables, List<String> problems) {

    static QueryTables of(Catalog catalog, List<Scopes> queries) {
        Map<TableName, Table> tables = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (Scopes scopes : queries) {
            for (Scope scope : scopes.all()) {
                for (Source source : scope.sources()) {
                    if (source instanceof TableSource table && !table.system()) {
                        String problem = problem(table);
                        if (problem != null) {
                            if (!problems.contains(problem)) {
                                problems.add(problem);
                            }
                        } else {
                            tables.putIfAbsent(table.table().name(), table.table());
                        }
                    }
                }
            }
        }
        reachByForeignKeys(catalog, tables);
        return new QueryTables(List.copyOf(tables.values()), problems);
    }

    private static String problem(TableSource source) {
        String name = source.node().name();
        if (source.node().child(Role.SCHEMA) != null) {
            return "names the schema of " + source.node().text() + "; instances redirect unqualified table names only";
        }
        if (!source.isKnown()) {
            return "reads " + name + ", which is not a table of the schema";
        }
        TableKind kind = source.table().kind();
        if (kind == TableKind.VIEW || kind == TableKind.MATERIALIZED_VIEW) {
            return "reads the view " + name + "; instances copy tables only";
        }
        return null;
    }

    private static void reachByForeignKeys(Catalog catalog, Map<TableName, Table> tables) {
        Map<TableName, Table> byName = new LinkedHashMap<>();
        catalog.tables().forEach(t -> byName.putIfAbsent(t.name(), t));
        Deque<Table> todo = new ArrayDeque<>(tables.values());
        while (!todo.isEmpty()) {
            for (ForeignKey fk : todo.removeFirst().foreignKeys()) {
                Table target = byName.get(fk.toTable());
                if (target != null && !tables.containsKey(target.name())) {
                    tables.put(target.name(), target);
                    todo.addLast(target);
                }
            }
        }
    }
}
