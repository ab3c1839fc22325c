package io.nlguard.guard.rewrite.autocorrect;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.regex.Pattern;

import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.autocorrect.NameCandidates.Candidate;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
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
 * One verdict per unresolved column reference, shared by the column, alias, foreign-key and phantom
 * passes so that they never disagree: each pass acts only on the verdicts addressed to it.
 *
 * <p>For {@code q.c} where table {@code q} has no column {@code c} (or an unqualified {@code c} no table in
 * scope has), in this order:
 * <ol>
 *   <li>{@code q} has {@code c} in another case only: rename;</li>
 *   <li>another table in scope has {@code c} verbatim: requalify when it is the only one, {@code q} has no
 *       sure near-match and the column is not compared with a column of that very table; else decline;</li>
 *   <li>a sure near-match among the columns of {@code q} (of the tables in scope when unqualified): rename,
 *       with a higher bar ({@link #STRICT}) when a table out of scope has {@code c} verbatim;</li>
 *   <li>a foreign-key neighbour not in the query has {@code c}: decline with the JOIN to add. Neighbours
 *       of {@code q} come first, then those of the other tables in scope, except in a join condition;</li>
 *   <li>near-matches that are not sure: decline, naming them;</li>
 *   <li>no table of the schema has {@code c}: decline, saying so; only a table no key reaches has it: say that.</li>
 * </ol>
 * A qualifier that names no source in scope is requalified when it is the table's own name after the query
 * aliased it, and gets a JOIN hint when it names a catalog table the query does not read.
 *
 * <p>Left alone: double-quoted names where SQLite reads a string ({@code WHERE name = "Prague"}), names of
 * output aliases (alias misuse is not a misspelling), PostgreSQL's system columns, and columns of derived
 * tables and CTEs (the fix belongs in the inner query).
 */
final class UnknownColumns {

    /** What to do about one reference. */
    sealed interface Verdict permits Rename, Requalify, Decline {
    }

    /** Write the column's name as {@code name}: for {@link ColumnAutocorrect}. */
    record Rename(String name, double score, String reason) implements Verdict {
    }

    /** Qualify the column with {@code target}'s alias: for {@link AliasAutocorrect}. */
    record Requalify(Source target, double confidence, String reason) implements Verdict {
    }

    /** Leave it and say why, from the pass {@code pass}. */
    record Decline(String pass, String reason) implements Verdict {
    }

    /**
     * The bar for renaming to a near-match when another table of the schema has the name verbatim (a
     * sign the query may mean that other table): one edit in a name of eight or more letters, no less.
     * {@code posts.creationdate} becomes BIRD's own misspelling {@code creaiondate} (0.92) although
     * {@code users} has a {@code creationdate}.
     */
    static final double STRICT = 0.92;

    /** How many candidates, or JOINs, a message names. */
    private static final int SHOWN = 3;

    /** Columns every PostgreSQL table has that the catalog does not list. */
    private static final Set<String> SYSTEM_COLUMNS = Set.of("ctid", "xmin", "xmax", "cmin", "cmax", "tableoid");

    /** What a column name looks like; {@code "%Y"} does not (a SQLite format string in double quotes). */
    private static final Pattern NAME_LIKE = Pattern.compile("[\\p{L}_][\\p{L}\\p{N}_ $]*");

    private UnknownColumns() {
    }

    /** A reference and its verdict. */
    record Finding(ColumnRef ref, Verdict verdict) {
    }

    /** The verdicts on the query's unresolved column references, in source order. */
    static List<Finding> findings(PassContext context) {
        return context.shared(UnknownColumns.class, UnknownColumns::diagnoseAll);
    }

    private static List<Finding> diagnoseAll(PassContext context) {
        List<Finding> findings = new ArrayList<>();
        for (ColumnRef ref : context.scopes().columns()) {
            Verdict verdict = diagnose(context, ref);
            if (verdict != null) {
                findings.add(new Finding(ref, verdict));
            }
        }
        return List.copyOf(findings);
    }

    /** Declines the references whose verdict is a decline from {@code pass}, but those {@code edits} move (see there). */
    static void declineOwn(PassContext context, List<Finding> findings, String pass, RoundEdits edits) {
        for (Finding finding : findings) {
            if (finding.verdict() instanceof Decline decline && decline.pass().equals(pass)
                    && !edits.shifts(context, finding.ref().node())) {
                context.decline(finding.ref().node(), decline.reason());
            }
        }
    }

    /** The verdict on one reference, or null when none of the autocorrect passes has anything to say. */
    static Verdict diagnose(PassContext context, ColumnRef ref) {
        Catalog catalog = context.catalog();
        String name = ref.node().name();
        if (!catalog.isAvailable() || catalog.isEmpty() || name == null
                || SYSTEM_COLUMNS.contains(name.toLowerCase(Locale.ROOT))) {
            return null;
        }
        return switch (ref.status()) {
            case UNKNOWN_COLUMN -> unknownColumn(context, ref);
            case UNKNOWN_QUALIFIER -> unknownQualifier(context, ref);
            default -> null;
        };
    }

    private static Verdict unknownColumn(PassContext context, ColumnRef ref) {
        SqlNode node = ref.node();
        String name = node.name();
        boolean qualified = node.child(Role.QUALIFIER) != null;
        if (looksLikeString(context, node) || isAliasName(context, node)) {
            return null;
        }
        Scope scope = context.scopes().scopeOf(node);
        List<Source> visible = visible(scope);
        List<TableSource> owners = new ArrayList<>();
        if (qualified) {
            if (!(ref.source() instanceof TableSource table) || !table.isKnown()) {
                return null; // a derived table or CTE: the fix belongs in its query
            }
            owners.add(table);
        } else {
            for (Source source : scope.sources()) {
                if (!(source instanceof TableSource table) || !table.isKnown()) {
                    return null; // the name may be meant for a derived table's column: the fix belongs in its query
                }
                owners.add(table);
            }
            if (owners.isEmpty()) {
                return null;
            }
        }
        List<Candidate> ranked = new ArrayList<>();
        for (TableSource owner : owners) {
            NameCandidates.add(ranked, name, columnNames(owner.table()), owner.table().name().name());
        }
        NameCandidates.sort(ranked);
        Candidate best = NameCandidates.confident(ranked);
        String what = qualified ? label(owners.get(0)) + " has no column " + name
                : "no table in scope (" + labels(owners) + ") has a column " + name;

        if (best != null && best.score() >= 1.0) {
            return rename(what + "; a quoted name must match case exactly", best, ranked);
        }
        if (qualified) {
            Verdict moved = elsewhereInScope(context, node, ref.source(), visible, best, what);
            if (moved != null) {
                return moved;
            }
        }
        if (best != null && verbatimElsewhere(context.catalog(), name, owners)) {
            best = NameCandidates.confident(ranked, STRICT);
        }
        if (best != null) {
            return rename(what, best, ranked);
        }
        List<TableSource> starts = new ArrayList<>(owners);
        if (qualified && !inJoinCondition(node)) {
            // a join condition is fixed through the qualifier's own neighbours, not by joining yet another table
            visible.forEach(source -> addKnown(starts, source));
        }
        Decline hint = joinHint(context.catalog(), name, starts, qualified, visible, what);
        if (hint != null) {
            return hint;
        }
        boolean nowhere = context.catalog().tablesWithColumn(name).isEmpty() && !namedInQuery(context, name);
        if (!ranked.isEmpty()) {
            return new Decline(ColumnAutocorrect.ID, what + "; not sure which was meant: "
                    + NameCandidates.describe(ranked, SHOWN) + (nowhere ? "; no table of the schema has " + name : ""));
        }
        if (nowhere && NAME_LIKE.matcher(name).matches()) {
            return new Decline(PhantomColumn.ID, "column " + name + " exists in no table of the schema; remove it,"
                    + " or ask which column holds what it stands for");
        }
        List<Table> having = context.catalog().tablesWithColumn(name);
        if (!having.isEmpty()) {
            return new Decline(ForeignKeyHint.ID, what + "; it is on " + tableList(having)
                    + ", which no foreign key links directly to the tables of this query: join it");
        }
        return null;
    }

    /** {@code q.c} where another source in scope has {@code c}: requalify, or decline when that is not certain. */
    private static Verdict elsewhereInScope(PassContext context, SqlNode node, Source own, List<Source> visible,
                                            Candidate best, String what) {
        String name = node.name();
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
            return new Decline(AliasAutocorrect.ID, what + "; several tables in scope have it ("
                    + sourceList(having) + "): qualify it with the one meant");
        }
        Source target = having.get(0);
        if (best != null) {
            return new Decline(AliasAutocorrect.ID, what + "; " + label(target) + " has " + name + " and "
                    + label(own) + " has " + best.name() + ": not sure which was meant");
        }
        if (comparedWith(context, node, target)) {
            return new Decline(AliasAutocorrect.ID, what + "; " + label(target) + " has it, but the comparison would"
                    + " then compare " + target.alias() + " with itself: the condition needs another column");
        }
        return new Requalify(target, 0.9, what + "; " + label(target) + " has it");
    }

    private static Verdict rename(String what, Candidate best, List<Candidate> ranked) {
        // unqualified, the name cannot become ambiguous: a name two tables have scores twice and has no margin
        String reason = what + (best.score() >= 1.0 ? ", it has " + best.name()
                : "; the closest is " + best.describe() + (ranked.size() > 1 ? ", next " + ranked.get(1).describe() : ""));
        return new Rename(best.name(), best.score(), reason);
    }

    /**
     * The JOIN that brings in a foreign-key neighbour having the column, from any of {@code starts}; when
     * {@code qualifierFirst}, only from the first (the qualifier's table) if it has such a neighbour. Null
     * when there is none.
     */
    private static Decline joinHint(Catalog catalog, String name, List<TableSource> starts, boolean qualifierFirst,
                                    List<Source> visible, String what) {
        Map<Table, Set<String>> joins = new LinkedHashMap<>();
        for (int i = 0; i < starts.size(); i++) {
            TableSource start = starts.get(i);
            for (ForeignKeyPaths.Link link : ForeignKeyPaths.links(catalog, start.table())) {
                if (!inScope(link.neighbour(), visible) && link.neighbour().column(name).isPresent()) {
                    joins.computeIfAbsent(link.neighbour(), k -> new LinkedHashSet<>())
                            .add(link.join(catalog, Spelling.qualifier(start)));
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
        String column = Spelling.catalogName(first.column(name).map(Column::name).orElse(name));
        if (joins.size() == 1 && all.size() == 1) {
            return new Decline(ForeignKeyHint.ID, what + "; " + Spelling.table(catalog, first)
                    + " has it, which the query does not join: add " + all.get(0) + " and write "
                    + Spelling.table(catalog, first) + "." + column);
        }
        StringJoiner options = new StringJoiner("; ");
        all.stream().limit(SHOWN).forEach(options::add);
        return new Decline(ForeignKeyHint.ID, what + "; " + tableList(new ArrayList<>(joins.keySet()))
                + (joins.size() == 1 ? " has it" : " have it") + ", which the query does not join: add one of " + options);
    }

    private static Verdict unknownQualifier(PassContext context, ColumnRef ref) {
        SqlNode node = ref.node();
        SqlNode qualifierNode = node.child(Role.QUALIFIER);
        if (qualifierNode == null || qualifierNode.name() == null || node.child(Role.SCHEMA) != null) {
            return null;
        }
        String qualifier = qualifierNode.name();
        List<Source> visible = visible(context.scopes().scopeOf(node));
        List<Source> aliased = new ArrayList<>();
        for (Source source : visible) {
            String table = source instanceof TableSource ? source.node().name() : null;
            if (table != null && table.equalsIgnoreCase(qualifier) && !source.alias().equalsIgnoreCase(qualifier)) {
                aliased.add(source);
            }
        }
        String what = "no table or alias " + qualifier + " in scope";
        if (aliased.size() == 1) {
            return new Requalify(aliased.get(0), 1.0, what + "; " + qualifier + " is aliased " + aliased.get(0).alias()
                    + ", and PostgreSQL then knows it only by the alias");
        }
        if (aliased.size() > 1) {
            return new Decline(AliasAutocorrect.ID, what + "; table " + qualifier + " appears as "
                    + sourceList(aliased) + ": qualify it with the alias meant");
        }
        Catalog catalog = context.catalog();
        Table table = catalog.table(qualifier).orElse(null);
        if (table == null || inScope(table, visible) || table.column(node.name()).isEmpty()) {
            return null;
        }
        Set<String> joinSet = new LinkedHashSet<>();
        for (Source source : visible) {
            if (source instanceof TableSource start && start.isKnown()) {
                for (ForeignKeyPaths.Link link : ForeignKeyPaths.links(catalog, start.table())) {
                    if (link.neighbour() == table) {
                        joinSet.add(link.join(catalog, Spelling.qualifier(start)));
                    }
                }
            }
        }
        List<String> joins = new ArrayList<>(joinSet);
        String reason = "table " + qualifier + " is not in the FROM clause";
        if (joins.isEmpty()) {
            return new Decline(ForeignKeyHint.ID, reason + ", and no foreign key links it directly to the tables of this query: join it");
        }
        if (joins.size() == 1) {
            return new Decline(ForeignKeyHint.ID, reason + ": add " + joins.get(0));
        }
        StringJoiner options = new StringJoiner("; ");
        joins.stream().limit(SHOWN).forEach(options::add);
        return new Decline(ForeignKeyHint.ID, reason + ": add one of " + options);
    }

    /**
     * {@code WHERE name = "Prague"}: SQLite reads a double-quoted word that names no column as a string.
     * An unqualified double-quoted operand of a comparison, IN, LIKE or BETWEEN on the value side (or on
     * the left against a column that resolves) is taken for one; another pass turns those into strings.
     */
    private static boolean looksLikeString(PassContext context, SqlNode column) {
        if (!column.quoted() || column.child(Role.QUALIFIER) != null) {
            return false;
        }
        String text = context.text(column);
        SqlNode parent = column.parent();
        if (text == null || !text.startsWith("\"") || parent == null) {
            return false;
        }
        NodeType type = parent.type();
        if (!(type.isComparison() || type == NodeType.IN || type == NodeType.LIKE || type == NodeType.ILIKE
                || type == NodeType.SIMILAR || type == NodeType.BETWEEN)) {
            return false;
        }
        if (column.role() != Role.THIS) {
            return true;
        }
        SqlNode other = parent.child(Role.EXPRESSION);
        ColumnRef otherRef = other == null ? null : context.scopes().column(other);
        return otherRef != null && otherRef.status() == ColumnRef.Status.RESOLVED;
    }

    /** Whether the column is an operand of a comparison whose other operand is a column of {@code source}. */
    private static boolean comparedWith(PassContext context, SqlNode column, Source source) {
        SqlNode parent = column.parent();
        if (parent == null || !parent.type().isComparison()) {
            return false;
        }
        for (SqlNode operand : parent.children()) {
            ColumnRef ref = operand != column && operand.type() == NodeType.COLUMN ? context.scopes().column(operand) : null;
            if (ref != null && ref.source() == source) {
                return true;
            }
        }
        return false;
    }

    private static boolean inJoinCondition(SqlNode node) {
        for (SqlNode n = node; n != null; n = n.parent()) {
            if (n.role() == Role.ON) {
                return true;
            }
        }
        return false;
    }

    /** An unqualified name that is an output alias somewhere in the query: alias misuse, not a misspelling. */
    private static boolean isAliasName(PassContext context, SqlNode column) {
        if (column.child(Role.QUALIFIER) != null) {
            return false;
        }
        for (SqlNode alias : context.tree().nodesOf(NodeType.ALIAS)) {
            if (alias.name() != null && alias.name().equalsIgnoreCase(column.name())) {
                return true;
            }
        }
        return false;
    }

    /** Whether a derived table, CTE or select-list alias of the query has this name. */
    private static boolean namedInQuery(PassContext context, String name) {
        for (Scope scope : context.scopes().all()) {
            for (Source source : scope.sources()) {
                if (source instanceof DerivedSource && Boolean.TRUE.equals(source.hasColumn(name, false))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether another catalog table than {@code owners}' has the name verbatim (case aside). */
    private static boolean verbatimElsewhere(Catalog catalog, String name, List<TableSource> owners) {
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

    /** The sources a reference in {@code scope} may name, innermost level first. */
    static List<Source> visible(Scope scope) {
        List<Source> sources = new ArrayList<>();
        for (Scope s = scope; s != null; s = s.outer()) {
            sources.addAll(s.sources());
        }
        return sources;
    }

    private static boolean inScope(Table table, List<Source> visible) {
        for (Source source : visible) {
            if (source instanceof TableSource t && t.table() == table) {
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

    /** {@code posts (T1)}, or {@code posts} when it is not aliased. */
    static String label(Source source) {
        String table = source instanceof TableSource ? source.node().name() : null;
        if (table == null) {
            return source.describe();
        }
        return table.equalsIgnoreCase(source.alias()) ? table : table + " (" + source.alias() + ")";
    }

    private static String labels(List<TableSource> sources) {
        return sourceList(new ArrayList<>(sources));
    }

    private static String sourceList(List<? extends Source> sources) {
        StringJoiner joined = new StringJoiner(", ");
        sources.forEach(source -> joined.add(label(source)));
        return joined.toString();
    }

    private static String tableList(List<Table> tables) {
        StringJoiner joined = new StringJoiner(", ");
        tables.stream().limit(SHOWN).forEach(table -> joined.add(table.name().name()));
        return joined.toString();
    }
}
