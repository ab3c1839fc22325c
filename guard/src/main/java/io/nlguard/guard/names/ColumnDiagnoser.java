package io.nlguard.guard.names;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

import io.nlguard.guard.names.Diagnosis.Kind;
import io.nlguard.guard.names.Diagnosis.Rename;
import io.nlguard.guard.names.Diagnosis.Requalify;
import io.nlguard.guard.names.Diagnosis.Subject;
import io.nlguard.guard.names.NameCandidates.Candidate;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.DerivedSource;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * The diagnosis of a column reference no source in scope has: for {@code q.c} where table {@code q} has
 * no column {@code c} (or an unqualified {@code c} no table in scope has), in this order:
 * <ol>
 *   <li>{@code q} has {@code c} in another case only: misspelled, rename;</li>
 *   <li>another table in scope has {@code c} verbatim: requalify when it is the only one, {@code q} has no
 *       sure near-match and the column is not compared with a column of that very table; else not sure;</li>
 *   <li>a sure near-match among the columns of {@code q} (of the tables in scope when unqualified): rename,
 *       with a higher bar ({@link #STRICT}) when a table out of scope has {@code c} verbatim;</li>
 *   <li>a foreign-key neighbour not in the query has {@code c}: the JOIN to add ({@link ForeignKeyHints});</li>
 *   <li>near-matches that are not sure: misspelled, naming them;</li>
 *   <li>no table of the schema has {@code c}: in no table; only a table no key reaches has it: say that.</li>
 * </ol>
 * Before those: a double-quoted value SQLite reads as a string ({@code WHERE name = "Prague"}), an output
 * alias (alias misuse is not a misspelling), and a column of a derived table or CTE (the fix belongs in
 * the inner query), each its own kind; PostgreSQL's system columns are not judged.
 */
final class ColumnDiagnoser {

    /**
     * The bar for renaming to a near-match when another table of the schema has the name verbatim (a
     * sign the query may mean that other table): one edit in a name of eight or more letters, no less.
     * {@code posts.creationdate} becomes BIRD's own misspelling {@code creaiondate} (0.92) although
     * {@code users} has a {@code creationdate}.
     */
    static final double STRICT = 0.92;

    /** Columns every PostgreSQL table has that the catalog does not list. */
    private static final Set<String> SYSTEM_COLUMNS = Set.of("ctid", "xmin", "xmax", "cmin", "cmax", "tableoid");

    /** What a column name looks like; {@code "%Y"} does not (a SQLite format string in double quotes). */
    private static final Pattern NAME_LIKE = Pattern.compile("[\\p{L}_][\\p{L}\\p{N}_ $]*");

    private final NameContext names;
    private final SqlNode node;
    private final String name;
    private final boolean qualified;
    private final List<Source> visible;

    private ColumnDiagnoser(NameContext names, SqlNode node) {
        this.names = names;
        this.node = node;
        this.name = node.name();
        this.qualified = node.child(Role.QUALIFIER) != null;
        this.visible = names.visible(node);
    }

    static Diagnosis diagnose(NameContext names, ColumnRef ref) {
        return new ColumnDiagnoser(names, ref.node()).diagnose(ref.source());
    }

    private Diagnosis diagnose(Source own) {
        if (SYSTEM_COLUMNS.contains(name.toLowerCase(Locale.ROOT))) {
            return of(Kind.NOT_JUDGED, "the catalog lists no column " + name, "it is one of PostgreSQL's system columns",
                    List.of(), null);
        }
        if (looksLikeString()) {
            return stringValue();
        }
        Diagnosis alias = outputAlias();
        if (alias != null) {
            return alias;
        }
        List<TableSource> owners = owners(own);
        if (owners == null || !names.judges()) {
            return inDerivedTable(own);
        }
        if (owners.isEmpty()) {
            return elsewhere("no table in scope (none) has a column " + name, List.of());
        }
        return inCatalogTables(owners, own);
    }

    /** The known catalog tables the column should be on; null when a source it may mean is a derived table or CTE. */
    private List<TableSource> owners(Source own) {
        List<TableSource> owners = new ArrayList<>();
        for (Source source : qualified ? (own == null ? List.<Source>of() : List.of(own)) : scopeSources()) {
            if (!(source instanceof TableSource table) || !table.isKnown()) {
                return null;
            }
            owners.add(table);
        }
        return qualified && owners.isEmpty() ? null : owners;
    }

    private List<Source> scopeSources() {
        return new ArrayList<>(names.scopes().scopeOf(node).sources());
    }

    private Diagnosis inCatalogTables(List<TableSource> owners, Source own) {
        List<Candidate> ranked = new ArrayList<>();
        for (TableSource owner : owners) {
            NameCandidates.add(ranked, name, columnNames(owner.table()), owner.table().name().name());
        }
        NameCandidates.sort(ranked);
        Candidate best = NameCandidates.confident(ranked);
        String what = qualified ? NameContext.label(owners.get(0)) + " has no column " + name
                : "no table in scope (" + NameContext.labels(owners) + ") has a column " + name;

        if (best != null && best.score() >= 1.0) {
            return of(Kind.MISSPELLED, what, "a quoted name must match case exactly, it has " + best.name(), ranked,
                    new Rename(best));
        }
        if (qualified) {
            Diagnosis moved = elsewhereInScope(own, best, what, ranked);
            if (moved != null) {
                return moved;
            }
        }
        if (best != null && verbatimElsewhere(owners)) {
            best = NameCandidates.confident(ranked, STRICT);
        }
        if (best != null) {
            return of(Kind.MISSPELLED, what, "the closest is " + best.describe()
                    + (ranked.size() > 1 ? ", next " + ranked.get(1).describe() : ""), ranked, new Rename(best));
        }
        List<TableSource> starts = new ArrayList<>(owners);
        if (qualified && !inJoinCondition()) {
            // a join condition is fixed through the qualifier's own neighbours, not by joining yet another table
            visible.forEach(source -> addKnown(starts, source));
        }
        String hint = ForeignKeyHints.forColumn(names.catalog(), name, starts, qualified, visible);
        if (hint != null) {
            return of(Kind.IN_FOREIGN_KEY_NEIGHBOUR, what, hint, ranked, null);
        }
        boolean nowhere = names.catalog().tablesWithColumn(name).isEmpty() && !namedInQuery();
        if (!ranked.isEmpty()) {
            return of(Kind.MISSPELLED, what, "not sure which was meant: " + NameCandidates.describe(ranked, NameContext.SHOWN)
                    + (nowhere ? "; no table of the schema has " + name : ""), ranked, null);
        }
        return elsewhere(what, ranked);
    }

    /** Not on the tables in scope nor spelled like a column of theirs: on a table no key reaches, in a derived table, or nowhere. */
    private Diagnosis elsewhere(String what, List<Candidate> ranked) {
        List<Table> having = names.catalog().tablesWithColumn(name);
        if (!having.isEmpty()) {
            return of(Kind.IN_UNLINKED_TABLE, what, "it is on " + NameContext.tableList(having)
                    + ", which no foreign key links directly to the tables of this query: join it", ranked, null);
        }
        if (namedInQuery()) {
            return of(Kind.IN_DERIVED_TABLE, what, "a derived table or CTE of the query has " + name
                    + ": qualify it with that one where it is in scope", ranked, null);
        }
        if (!NAME_LIKE.matcher(name).matches()) {
            return stringValue();
        }
        return of(Kind.IN_NO_TABLE, what, "no table of the schema has it either: remove it,"
                + " or ask which column holds what it stands for", ranked, null);
    }

    /** {@code q.c} where another source in scope has {@code c}: requalify, or not sure when that is not certain. */
    private Diagnosis elsewhereInScope(Source own, Candidate best, String what, List<Candidate> ranked) {
        List<Source> having = new ArrayList<>();
        for (Source source : visible) {
            if (source != own && Boolean.TRUE.equals(source.hasColumn(name, false))) {
                having.add(source);
            }
        }
        if (having.isEmpty()) {
            return null;
        }
        if (having.size() > 1) {
            return of(Kind.IN_OTHER_SOURCE, what, "several tables in scope have it (" + NameContext.labels(having)
                    + "): qualify it with the one meant", ranked, null);
        }
        Source target = having.get(0);
        if (best != null) {
            return of(Kind.IN_OTHER_SOURCE, what, NameContext.label(target) + " has " + name + " and "
                    + NameContext.label(own) + " has " + best.name() + ": not sure which was meant", ranked, null);
        }
        if (comparedWith(target)) {
            return of(Kind.IN_OTHER_SOURCE, what, NameContext.label(target) + " has it, but the comparison would"
                    + " then compare " + target.alias() + " with itself: the condition needs another column", ranked, null);
        }
        return of(Kind.IN_OTHER_SOURCE, what, NameContext.label(target) + " has it", ranked, new Requalify(target, 0.9));
    }

    /** A derived table or CTE may be meant, or there is no catalog: near spellings among what the sources in scope show. */
    private Diagnosis inDerivedTable(Source own) {
        List<Source> among = qualified ? (own == null ? List.of() : List.of(own)) : visible;
        List<Candidate> ranked = new ArrayList<>();
        for (Source source : among) {
            if (source.columnNames() != null) {
                NameCandidates.add(ranked, name, source.columnNames(), source.alias());
            }
        }
        NameCandidates.sort(ranked);
        String what = qualified && own != null ? NameContext.label(own) + " has no column " + name
                : "no table in scope (" + NameContext.labels(visible) + ") has a column " + name;
        Kind kind = names.judges() ? Kind.IN_DERIVED_TABLE : Kind.NOT_JUDGED;
        if (!ranked.isEmpty()) {
            return of(kind, what, "the closest of their columns: " + NameCandidates.describe(ranked, NameContext.SHOWN),
                    ranked, null);
        }
        for (Source source : visible) {
            if (source != own && Boolean.TRUE.equals(source.hasColumn(name, false))) {
                return of(kind, what, NameContext.label(source) + " has it: write " + source.alias() + "." + name,
                        ranked, null);
            }
        }
        return of(kind, what, null, ranked, null);
    }

    private Diagnosis stringValue() {
        return of(Kind.STRING_VALUE, "PostgreSQL reads double-quoted \"" + name + "\" as a column name, and no table in scope ("
                        + NameContext.labels(visible) + ") has it",
                "string values take single quotes: write '" + name.replace("'", "''") + "'", List.of(), null);
    }

    /** An output alias of this SELECT used where PostgreSQL does not see it, or an alias of another level of the query. */
    private Diagnosis outputAlias() {
        if (qualified) {
            return null;
        }
        Scope scope = names.scopes().scopeOf(node);
        SqlNode aliased = scope.node().type() == NodeType.SELECT ? aliasedItem(scope.node()) : null;
        if (aliased != null) {
            return of(Kind.OUTPUT_ALIAS, name + " is an output alias of this SELECT (at " + aliased.position()
                            + "); PostgreSQL does not let WHERE, GROUP BY expressions or HAVING see output aliases",
                    "repeat the expression " + aliased.children().get(0).text(), List.of(), null);
        }
        for (SqlNode alias : names.tree().nodesOf(NodeType.ALIAS)) {
            if (alias.name() != null && alias.name().equalsIgnoreCase(name)) {
                return of(Kind.OUTPUT_ALIAS, "no table in scope (" + NameContext.labels(visible) + ") has a column " + name,
                        name + " is an output alias of another level of the query, which this one does not see", List.of(), null);
            }
        }
        return null;
    }

    private SqlNode aliasedItem(SqlNode select) {
        for (SqlNode child : select.children()) {
            if (child.role() == Role.ITEM && child.type() == NodeType.ALIAS && name.equalsIgnoreCase(child.name())
                    && !child.children().isEmpty()) {
                return child;
            }
        }
        return null;
    }

    /**
     * {@code WHERE name = "Prague"}: SQLite reads a double-quoted word that names no column as a string.
     * An unqualified double-quoted operand of a comparison, IN, LIKE or BETWEEN on the value side (or on
     * the left against a column that resolves) is taken for one; another pass turns those into strings.
     */
    private boolean looksLikeString() {
        if (!node.quoted() || qualified) {
            return false;
        }
        String text = names.text(node);
        SqlNode parent = node.parent();
        if (text == null || !text.startsWith("\"") || parent == null) {
            return false;
        }
        NodeType type = parent.type();
        if (!(type.isComparison() || type == NodeType.IN || type == NodeType.LIKE || type == NodeType.ILIKE
                || type == NodeType.SIMILAR || type == NodeType.BETWEEN)) {
            return false;
        }
        if (node.role() != Role.THIS) {
            return true;
        }
        SqlNode other = parent.child(Role.EXPRESSION);
        ColumnRef otherRef = other == null ? null : names.scopes().column(other);
        return otherRef != null && otherRef.status() == ColumnRef.Status.RESOLVED;
    }

    /** Whether the column is an operand of a comparison whose other operand is a column of {@code source}. */
    private boolean comparedWith(Source source) {
        SqlNode parent = node.parent();
        if (parent == null || !parent.type().isComparison()) {
            return false;
        }
        for (SqlNode operand : parent.children()) {
            ColumnRef ref = operand != node && operand.type() == NodeType.COLUMN ? names.scopes().column(operand) : null;
            if (ref != null && ref.source() == source) {
                return true;
            }
        }
        return false;
    }

    private boolean inJoinCondition() {
        for (SqlNode n = node; n != null; n = n.parent()) {
            if (n.role() == Role.ON) {
                return true;
            }
        }
        return false;
    }

    /** Whether a derived table or CTE of the query has this name. */
    private boolean namedInQuery() {
        for (Scope scope : names.scopes().all()) {
            for (Source source : scope.sources()) {
                if (source instanceof DerivedSource && Boolean.TRUE.equals(source.hasColumn(name, false))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether another catalog table than {@code owners}' has the name verbatim (case aside). */
    private boolean verbatimElsewhere(List<TableSource> owners) {
        Catalog catalog = names.catalog();
        for (Table table : catalog.tablesWithColumn(name)) {
            boolean own = false;
            for (TableSource owner : owners) {
                own |= owner.table() == table;
            }
            if (!own) {
                return true;
            }
        }
        return false;
    }

    private static void addKnown(List<TableSource> into, Source source) {
        if (source instanceof TableSource table && table.isKnown() && !into.contains(table)) {
            into.add(table);
        }
    }

    private static List<String> columnNames(Table table) {
        List<String> names = new ArrayList<>(table.columns().size());
        table.columns().forEach(column -> names.add(column.name()));
        return names;
    }

    private Diagnosis of(Kind kind, String problem, String advice, List<Candidate> candidates, Diagnosis.Fix fix) {
        return new Diagnosis(node, Subject.COLUMN, kind, problem, advice, candidates, fix);
    }
}
