package io.nlguard.guard.names;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.names.Diagnosis.Kind;
import io.nlguard.guard.names.Diagnosis.Requalify;
import io.nlguard.guard.names.Diagnosis.Subject;
import io.nlguard.guard.names.NameCandidates.Candidate;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * The diagnosis of a qualifier that names no source in scope, in this order: a table's own name after the
 * query aliased it (PostgreSQL then knows it only by the alias: requalify when the table appears once);
 * a catalog table the query does not read (the JOIN that brings it in); a misspelled alias; nothing.
 */
final class QualifierDiagnoser {

    private QualifierDiagnoser() {
    }

    static Diagnosis diagnose(NameContext names, ColumnRef ref) {
        SqlNode node = ref.node();
        SqlNode qualifierNode = node.child(Role.QUALIFIER);
        String qualifier = qualifierNode == null || qualifierNode.name() == null ? "?" : qualifierNode.name();
        List<Source> visible = names.visible(node);
        String what = "no table or alias " + qualifier + " in scope (in scope: " + NameContext.labels(visible) + ")";
        if (qualifierNode == null || qualifierNode.name() == null || node.child(Role.SCHEMA) != null) {
            return of(node, Kind.NOT_JUDGED, what, null, List.of(), null);
        }
        List<Source> aliased = new ArrayList<>();
        for (Source source : visible) {
            String table = source instanceof TableSource ? source.node().name() : null;
            if (table != null && table.equalsIgnoreCase(qualifier) && !source.alias().equalsIgnoreCase(qualifier)) {
                aliased.add(source);
            }
        }
        if (aliased.size() == 1) {
            return of(node, Kind.IN_OTHER_SOURCE, what, qualifier + " is aliased as " + aliased.get(0).alias()
                    + ", and PostgreSQL then knows it only by the alias", List.of(), new Requalify(aliased.get(0), 1.0));
        }
        if (aliased.size() > 1) {
            return of(node, Kind.IN_OTHER_SOURCE, what, "table " + qualifier + " appears as "
                    + NameContext.labels(aliased) + ": qualify it with the alias meant", List.of(), null);
        }
        Catalog catalog = names.catalog();
        Table table = names.judges() ? catalog.table(qualifier).orElse(null) : null;
        if (table != null && !NameContext.inScope(table, visible)) {
            return notJoined(node, what, qualifier, table, ForeignKeyHints.toTable(catalog, table, visible));
        }
        return misspelledAlias(node, what, qualifier, visible);
    }

    /** A catalog table the query does not read: the JOIN that brings it in. */
    private static Diagnosis notJoined(SqlNode node, String what, String qualifier, Table table, List<String> joins) {
        String notInFrom = "table " + qualifier + " is not in the FROM clause"
                + (table.column(node.name()).isEmpty() ? ", and it has no column " + node.name() + " either" : "");
        if (joins.isEmpty()) {
            return of(node, Kind.IN_UNLINKED_TABLE, what, notInFrom
                    + ", and no foreign key links it directly to the tables of this query: join it", List.of(), null);
        }
        return of(node, Kind.IN_FOREIGN_KEY_NEIGHBOUR, what, notInFrom + ": add "
                + (joins.size() == 1 ? joins.get(0) : "one of " + ForeignKeyHints.options(joins)), List.of(), null);
    }

    /** The aliases in scope spelled like the qualifier; requalify when one is sure. */
    private static Diagnosis misspelledAlias(SqlNode node, String what, String qualifier, List<Source> visible) {
        List<Candidate> ranked = new ArrayList<>();
        List<String> aliases = new ArrayList<>();
        visible.forEach(source -> aliases.add(source.alias()));
        NameCandidates.add(ranked, qualifier, aliases, null);
        NameCandidates.sort(ranked);
        if (ranked.isEmpty()) {
            return of(node, Kind.IN_NO_TABLE, what, null, ranked, null);
        }
        Candidate best = NameCandidates.confident(ranked);
        if (best == null) {
            return of(node, Kind.MISSPELLED, what, "not sure which was meant: " + NameCandidates.describe(ranked, NameContext.SHOWN),
                    ranked, null);
        }
        Source target = visible.get(aliases.indexOf(best.name()));
        return of(node, Kind.MISSPELLED, what, "the closest is " + best.describe(), ranked,
                new Requalify(target, best.score()));
    }

    private static Diagnosis of(SqlNode node, Kind kind, String problem, String advice, List<Candidate> candidates,
                                Diagnosis.Fix fix) {
        return new Diagnosis(node, Subject.QUALIFIER, kind, problem, advice, candidates, fix);
    }
}
