package io.nlguard.guard.rules.lint;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * A JOIN ... ON equality between columns of two catalog tables that is not a declared foreign key
 * (in either direction, all columns of a composite key), not primary key to primary key, not a
 * same-named column that is a key on one side, not two keys to the same column, and not a key and
 * a column named after its table ({@code Match.league_id = League.id}); or one that equates only
 * part of a composite key. Such joins are the typical wrong-column join of generated SQL. INFO by
 * default: real schemas declare only some of their keys (without the last three allowances it fired
 * on 3.8% of BIRD's correct gold queries), and the allowances are naming heuristics, so the finding
 * is a hint, not a verdict. Silent when the catalog declares no foreign keys at all.
 */
final class JoinNotOnKey extends LintRule {

    /** One ON equality between two table sources. */
    private record Equality(SqlNode node, TableSource left, String leftColumn, TableSource right, String rightColumn) {
    }

    JoinNotOnKey() {
        super("join-not-on-key", Severity.INFO, "A JOIN ... ON equality between catalog tables that matches no declared foreign key (all columns) and is not key to key, same-named on a key, or a key and a column named after its table.");
    }

    @Override
    void check(RuleContext context, SqlTree tree, Scopes scopes) {
        if (context.catalog() == null || context.catalog().foreignKeys().isEmpty()) {
            return;
        }
        for (SqlNode join : tree.nodesOf(NodeType.JOIN)) {
            List<Equality> equalities = new ArrayList<>();
            for (SqlNode on : join.children()) {
                if (on.role() == Role.ON) {
                    collect(on, scopes, equalities);
                }
            }
            for (Equality equality : equalities) {
                ForeignKey partial = partiallyEquated(equality, equalities);
                if (partial != null) {
                    explainPartial(context, equality, partial);
                } else if (!isKeyEquality(context.catalog(), equality) && !coveredByForeignKey(equality, equalities)) {
                    explain(context, equality);
                }
            }
        }
    }

    /** The equalities among the top-level conjuncts of an ON condition. */
    private static void collect(SqlNode condition, Scopes scopes, List<Equality> into) {
        if (condition == null) {
            return;
        }
        if (condition.type() == NodeType.AND || condition.type() == NodeType.PAREN) {
            for (SqlNode part : condition.children()) {
                collect(part, scopes, into);
            }
            return;
        }
        if (condition.type() != NodeType.EQ || !"=".equals(condition.name())) {
            return;
        }
        SqlNode l = condition.child(Role.THIS);
        SqlNode r = condition.child(Role.EXPRESSION);
        TableSource left = tableOf(l, scopes);
        TableSource right = tableOf(r, scopes);
        if (left != null && right != null && left != right && l.name() != null && r.name() != null) {
            into.add(new Equality(condition, left, l.name(), right, r.name()));
        }
    }

    private static TableSource tableOf(SqlNode node, Scopes scopes) {
        if (node == null || node.type() != NodeType.COLUMN) {
            return null;
        }
        ColumnRef ref = scopes.column(node);
        return ref != null && ref.status() == ColumnRef.Status.RESOLVED && ref.source() instanceof TableSource table
                && table.table() != null ? table : null;
    }

    /**
     * Key equalities a schema with incomplete foreign keys still makes plain: primary key to primary
     * key; same-named columns one of which is a key; two columns declared as keys to the same
     * column; a key and a column named after its table ({@code Match.league_id = League.id}).
     */
    private static boolean isKeyEquality(Catalog catalog, Equality e) {
        Table left = e.left().table();
        Table right = e.right().table();
        boolean leftKey = KeyColumns.inPrimaryKey(left, e.leftColumn());
        boolean rightKey = KeyColumns.inPrimaryKey(right, e.rightColumn());
        if (leftKey && rightKey) {
            return true;
        }
        if (e.leftColumn().equalsIgnoreCase(e.rightColumn())
                && (KeyColumns.isKeyColumn(catalog, left, e.leftColumn()) || KeyColumns.isKeyColumn(catalog, right, e.rightColumn()))) {
            return true;
        }
        if (KeyColumns.referenceSameColumn(left, e.leftColumn(), right, e.rightColumn())) {
            return true;
        }
        return (KeyColumns.isKeyColumn(catalog, right, e.rightColumn()) && KeyColumns.namedAfter(e.leftColumn(), right, e.rightColumn()))
                || (KeyColumns.isKeyColumn(catalog, left, e.leftColumn()) && KeyColumns.namedAfter(e.rightColumn(), left, e.leftColumn()));
    }

    /** {@code (concert.stadium_id references stadium.stadium_id)} when a side is a key to a third table. */
    private static String elsewhere(Equality e) {
        List<String> left = KeyColumns.references(e.left().table(), e.leftColumn());
        if (!left.isEmpty()) {
            return " (" + e.left().table().name().name() + "." + e.leftColumn() + " references " + left.get(0) + ")";
        }
        List<String> right = KeyColumns.references(e.right().table(), e.rightColumn());
        return right.isEmpty() ? "" : " (" + e.right().table().name().name() + "." + e.rightColumn() + " references " + right.get(0) + ")";
    }

    /** A composite key between the two tables that this equality is one pair of, whose other pairs are not equated; or null. */
    private static ForeignKey partiallyEquated(Equality e, List<Equality> all) {
        for (ForeignKey key : ForeignKeys.between(e.left().table(), e.right().table())) {
            if (key.fromColumns().size() > 1 && pairs(key, e) && !everyPairEquated(key, e, all)) {
                return key;
            }
        }
        return null;
    }

    /** A declared key between the two tables all of whose column pairs the ON condition equates. */
    private static boolean coveredByForeignKey(Equality e, List<Equality> all) {
        for (ForeignKey key : ForeignKeys.between(e.left().table(), e.right().table())) {
            if (pairs(key, e) && everyPairEquated(key, e, all)) {
                return true;
            }
        }
        return false;
    }

    private static boolean everyPairEquated(ForeignKey key, Equality sample, List<Equality> all) {
        for (int i = 0; i < key.fromColumns().size(); i++) {
            boolean found = false;
            for (Equality e : all) {
                found |= sameSources(e, sample) && equates(e, key, i);
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }

    /** Whether the equality is one of the key's column pairs. */
    private static boolean pairs(ForeignKey key, Equality e) {
        for (int i = 0; i < key.fromColumns().size(); i++) {
            if (equates(e, key, i)) {
                return true;
            }
        }
        return false;
    }

    private static boolean equates(Equality e, ForeignKey key, int i) {
        String from = key.fromColumns().get(i);
        String to = key.toColumns().get(i);
        boolean forward = ForeignKeys.same(key.fromTable(), e.left().table().name())
                && ForeignKeys.same(key.toTable(), e.right().table().name())
                && from.equalsIgnoreCase(e.leftColumn()) && to.equalsIgnoreCase(e.rightColumn());
        boolean backward = ForeignKeys.same(key.fromTable(), e.right().table().name())
                && ForeignKeys.same(key.toTable(), e.left().table().name())
                && from.equalsIgnoreCase(e.rightColumn()) && to.equalsIgnoreCase(e.leftColumn());
        return forward || backward;
    }

    private static boolean sameSources(Equality a, Equality b) {
        return (a.left() == b.left() && a.right() == b.right()) || (a.left() == b.right() && a.right() == b.left());
    }

    private void explain(RuleContext context, Equality e) {
        String why = "joins " + e.left().table().name().name() + "." + e.leftColumn() + " with "
                + e.right().table().name().name() + "." + e.rightColumn()
                + ", which is neither a declared foreign key nor a key-to-key equality" + elsewhere(e)
                + "; a join on the wrong column returns wrong pairs.";
        List<ForeignKey> keys = ForeignKeys.between(e.left().table(), e.right().table());
        report(context, e.node(), why, keys.isEmpty() ? null : "join on the declared key: ON " + condition(keys.get(0), e) + ".");
    }

    private void explainPartial(RuleContext context, Equality e, ForeignKey key) {
        report(context, e.node(), "joins on part of the composite foreign key " + key.fromTable().name() + key.fromColumns()
                + " -> " + key.toTable().name() + key.toColumns() + "; without its other columns each row matches too many rows.",
                "join on every column of the key: ON " + condition(key, e) + ".");
    }

    private static String condition(ForeignKey key, Equality e) {
        boolean fromLeft = ForeignKeys.same(key.fromTable(), e.left().table().name());
        return ForeignKeys.condition(key, fromLeft ? e.left().alias() : e.right().alias(),
                fromLeft ? e.right().alias() : e.left().alias());
    }
}
