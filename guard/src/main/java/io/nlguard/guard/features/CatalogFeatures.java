package io.nlguard.guard.features;

import java.util.Locale;

import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

/**
 * What the paper's features leave out and the guard knows: whether join equalities follow declared
 * foreign keys, whether a literal fits the type of the column it is compared with, and the rule
 * findings of the statement (counted on the node, its ancestors, below it and in the statement).
 * Finding features are 0 when the extractor is given no findings: training and scoring must both pass
 * them, the same way.
 */
final class CatalogFeatures implements GroupFeatures {

    private static final FeatureBlock BLOCK = new FeatureBlock(FeatureGroup.CATALOG);

    private static final int JOIN_EQUALITY = BLOCK.flag("join_equality", "An = between columns of two different catalog tables (a join predicate, in ON or WHERE); on the =, its columns and their identifiers");
    private static final int JOIN_FOLLOWS_FOREIGN_KEY = BLOCK.flag("join_follows_foreign_key", "The join equality pairs the columns of a declared foreign key (either direction)");
    private static final int JOIN_KEY_TO_KEY = BLOCK.flag("join_key_to_key", "The join equality pairs two primary key columns");
    private static final int JOIN_TABLES_LINKED = BLOCK.flag("join_tables_linked", "A declared foreign key links the two tables of the join equality");
    private static final int JOIN_OFF_KEY = BLOCK.flag("join_off_key", "The two tables are linked by a foreign key, but the equality is not one of its column pairs");
    private static final int JOIN_CONDITION_ON_KEY = BLOCK.flag("join_condition_on_key", "For a Join node: an equality of its ON condition follows a declared foreign key");
    private static final int JOIN_WITHOUT_CONDITION = BLOCK.flag("join_without_condition", "For a Join node: an inner or outer join with neither ON nor USING");
    private static final int TABLE_LINKED_IN_QUERY = BLOCK.flag("table_linked_in_query", "For a table and its names: a foreign key links it to another catalog table of the same query");
    private static final int TABLE_UNLINKED_IN_QUERY = BLOCK.flag("table_unlinked_in_query", "The query has other catalog tables and no foreign key links this one to any (in a catalog that declares keys)");
    private static final int LITERAL_AGAINST_COLUMN = BLOCK.flag("literal_against_column", "A literal compared (=, <, IN, BETWEEN, LIKE...) with a column of known type");
    private static final int LITERAL_COLUMN_TYPE = BLOCK.code("literal_column_type", "The type of the column the literal is compared with", SqlType.class);
    private static final int LITERAL_FITS_COLUMN = BLOCK.flag("literal_fits_column", "The literal is a valid value of the column's type ('2020-01-31' for a date, '42' for a number)");
    private static final int LITERAL_MISMATCHES_COLUMN = BLOCK.flag("literal_mismatches_column", "The literal is not a value of the column's type (PostgreSQL rejects the comparison)");
    private static final int LITERAL_YEAR_FOR_DATE = BLOCK.flag("literal_year_for_date", "A bare year compared with a date or timestamp column");
    private static final int FINDINGS_ON_NODE = categoryCounts("findings_on_node_", "Rule findings of category %s on the node");
    private static final int FINDINGS_ON_ANCESTORS = categoryCounts("findings_on_ancestors_", "Rule findings of category %s on the node's ancestors");
    private static final int FINDINGS_IN_STATEMENT = categoryCounts("findings_in_statement_", "Rule findings of category %s in the statement");
    private static final int FINDINGS_BELOW = BLOCK.number("findings_below", "Rule findings on the node's descendants");
    private static final int SEVERITY_ON_NODE = BLOCK.level("severity_on_node", "Highest severity of the findings on the node", Severity.class);
    private static final int SEVERITY_ON_ANCESTORS = BLOCK.level("severity_on_ancestors", "Highest severity of the findings on the node's ancestors", Severity.class);
    private static final int SEVERITY_IN_STATEMENT = BLOCK.level("severity_in_statement", "Highest severity of the statement's findings", Severity.class);

    static final CatalogFeatures INSTANCE = new CatalogFeatures();

    private CatalogFeatures() {
    }

    @Override
    public FeatureBlock block() {
        return BLOCK;
    }

    @Override
    public void fill(Extraction x, SqlNode node, double[] row, int at) {
        joinEquality(x, equalityOf(node), row, at);
        switch (node.type()) {
            case JOIN -> join(x, node, row, at);
            case LITERAL -> literal(x, node, row, at);
            default -> {
            }
        }
        NameKind kind = NameKind.of(node);
        if (kind == NameKind.TABLE || kind == NameKind.TABLE_ALIAS) {
            tableLinks(x, NameKind.fromItemOf(node), row, at);
        }
        findings(x.findings, node, row, at);
    }

    /** The = a node takes part in as an operand column (or its identifiers), or the node itself. */
    private static SqlNode equalityOf(SqlNode node) {
        if (node.type() == NodeType.EQ) {
            return node;
        }
        SqlNode column = NameKind.columnOf(node);
        SqlNode parent = column == null ? null : column.parent();
        return parent != null && parent.type() == NodeType.EQ ? parent : null;
    }

    private static void joinEquality(Extraction x, SqlNode equality, double[] row, int at) {
        if (equality == null) {
            return;
        }
        ColumnRef left = resolvedColumn(x, equality.child(Role.THIS));
        ColumnRef right = resolvedColumn(x, equality.child(Role.EXPRESSION));
        if (left == null || right == null || left.source() == right.source()) {
            return;
        }
        Table a = ((TableSource) left.source()).table();
        Table b = ((TableSource) right.source()).table();
        boolean followsKey = x.vocabulary.keyPair(left.catalogColumn(), right.catalogColumn());
        boolean linked = x.vocabulary.linked(a, b);
        CatalogVocabulary.TableFacts factsA = x.vocabulary.facts(a);
        CatalogVocabulary.TableFacts factsB = x.vocabulary.facts(b);
        row[at + JOIN_EQUALITY] = 1;
        row[at + JOIN_FOLLOWS_FOREIGN_KEY] = followsKey ? 1 : 0;
        row[at + JOIN_KEY_TO_KEY] = factsA != null && factsB != null && factsA.primaryKey().contains(left.catalogColumn())
                && factsB.primaryKey().contains(right.catalogColumn()) ? 1 : 0;
        row[at + JOIN_TABLES_LINKED] = linked ? 1 : 0;
        row[at + JOIN_OFF_KEY] = linked && !followsKey ? 1 : 0;
    }

    /** The resolution of a Column operand that resolved to a catalog column, or null. */
    private static ColumnRef resolvedColumn(Extraction x, SqlNode operand) {
        if (operand == null || operand.type() != NodeType.COLUMN) {
            return null;
        }
        ColumnRef ref = x.scopes.column(operand);
        return ref != null && ref.status() == ColumnRef.Status.RESOLVED && ref.catalogColumn() != null
                && ref.source() instanceof TableSource ? ref : null;
    }

    private static void join(Extraction x, SqlNode join, double[] row, int at) {
        boolean condition = false;
        boolean onKey = false;
        for (SqlNode child : join.children()) {
            if (child.role() == Role.ON || child.role() == Role.USING) {
                condition = true;
                onKey |= child.role() == Role.ON && anyEqualityOnKey(x, child);
            }
        }
        JoinKind kind = JoinKind.of(join.name());
        row[at + JOIN_CONDITION_ON_KEY] = onKey ? 1 : 0;
        row[at + JOIN_WITHOUT_CONDITION] = !condition && kind != JoinKind.CROSS && kind != JoinKind.COMMA
                && kind != JoinKind.NATURAL ? 1 : 0;
    }

    /** Whether one of the condition's top-level conjuncts is an equality along a foreign key. */
    private static boolean anyEqualityOnKey(Extraction x, SqlNode condition) {
        if (condition.type() == NodeType.AND || condition.type() == NodeType.PAREN) {
            for (SqlNode part : condition.children()) {
                if (anyEqualityOnKey(x, part)) {
                    return true;
                }
            }
            return false;
        }
        if (condition.type() != NodeType.EQ) {
            return false;
        }
        ColumnRef left = resolvedColumn(x, condition.child(Role.THIS));
        ColumnRef right = resolvedColumn(x, condition.child(Role.EXPRESSION));
        return left != null && right != null && x.vocabulary.keyPair(left.catalogColumn(), right.catalogColumn());
    }

    private static void tableLinks(Extraction x, SqlNode item, double[] row, int at) {
        if (item == null || !(x.scopes.sourceOf(item) instanceof TableSource own) || !own.isKnown()) {
            return;
        }
        Scope scope = x.scope(item);
        if (scope == null) {
            return;
        }
        boolean others = false;
        boolean linked = false;
        for (Source source : scope.sources()) {
            if (source != own && source instanceof TableSource other && other.isKnown()) {
                others = true;
                linked |= x.vocabulary.linked(own.table(), other.table());
            }
        }
        row[at + TABLE_LINKED_IN_QUERY] = linked ? 1 : 0;
        row[at + TABLE_UNLINKED_IN_QUERY] = others && !linked && x.vocabulary.hasForeignKeys() ? 1 : 0;
    }

    /** A literal against the column on the other side of its comparison, IN list, BETWEEN or LIKE. */
    private static void literal(Extraction x, SqlNode literal, double[] row, int at) {
        SqlNode column = comparedColumn(literal);
        if (column == null) {
            return;
        }
        SqlType columnType = x.types().typeOf(column);
        if (!columnType.isKnown()) {
            return;
        }
        row[at + LITERAL_AGAINST_COLUMN] = 1;
        row[at + LITERAL_COLUMN_TYPE] = columnType.ordinal() + 1;
        Boolean fits = OperandTypes.comparable(x.types().typeOf(literal), literal, columnType, column);
        if (fits != null) {
            row[at + LITERAL_FITS_COLUMN] = fits ? 1 : 0;
            row[at + LITERAL_MISMATCHES_COLUMN] = fits ? 0 : 1;
        }
        row[at + LITERAL_YEAR_FOR_DATE] = columnType.isDateLike() && LiteralText.looksLikeYear(literal.name()) ? 1 : 0;
    }

    private static SqlNode comparedColumn(SqlNode literal) {
        SqlNode parent = literal.parent();
        if (parent == null) {
            return null;
        }
        SqlNode other = switch (parent.type()) {
            case EQ, NEQ, GT, GTE, LT, LTE -> literal.role() == Role.THIS ? parent.child(Role.EXPRESSION) : parent.child(Role.THIS);
            case IN, BETWEEN, LIKE, ILIKE, SIMILAR -> literal.role() == Role.THIS ? null : parent.child(Role.THIS);
            default -> null;
        };
        return other != null && other.type() == NodeType.COLUMN ? other : null;
    }

    private static void findings(FindingCounts counts, SqlNode node, double[] row, int at) {
        for (int c = 0; c < FindingCounts.CATEGORIES; c++) {
            row[at + FINDINGS_IN_STATEMENT + c] = counts.inStatement(c);
        }
        row[at + SEVERITY_IN_STATEMENT] = counts.severityInStatement();
        if (counts.isEmpty()) {
            return;
        }
        for (int c = 0; c < FindingCounts.CATEGORIES; c++) {
            row[at + FINDINGS_ON_NODE + c] = counts.onNode(node, c);
            row[at + FINDINGS_ON_ANCESTORS + c] = counts.onAncestors(node, c);
        }
        row[at + FINDINGS_BELOW] = counts.belowNode(node);
        row[at + SEVERITY_ON_NODE] = counts.severityOnNode(node);
        row[at + SEVERITY_ON_ANCESTORS] = counts.severityOnAncestors(node);
    }

    /**
     * One count per rule category the rules report before scoring ({@code findings_on_node_firewall},
     * {@code findings_on_node_lint}); returns the first's position. Rewrite and risk findings are
     * added after the features are computed, so they would always count 0.
     */
    private static int categoryCounts(String prefix, String meaning) {
        int first = -1;
        for (RuleCategory category : FindingCounts.COUNTED) {
            String name = category.name().toLowerCase(Locale.ROOT);
            int position = BLOCK.number(prefix + name, String.format(Locale.ROOT, meaning, category.name()));
            first = first < 0 ? position : first;
        }
        return first;
    }
}
