package io.nlguard.guard.features;

import java.sql.Types;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;
import io.nlguard.guard.types.TypeInference;

/**
 * Contextual and heuristic features (paper group 4): the constructs around a node (aggregates,
 * functions, windows), the paper's aggregate context, operand type compatibility of operators, LIKE
 * and IN specifics, ORDER BY and join kinds, and the clauses of the node's query.
 */
final class ContextFeatures implements GroupFeatures {

    private static final FeatureBlock BLOCK = new FeatureBlock(FeatureGroup.CONTEXT);

    private static final int IN_AGGREGATE = BLOCK.flag("in_aggregate", "Inside an aggregate call of the same query level");
    private static final int IN_FUNCTION = BLOCK.flag("in_function", "Inside a (non-aggregate) function call");
    private static final int IN_WINDOW = BLOCK.flag("in_window", "Inside a window expression (OVER ...)");
    private static final int IN_CASE = BLOCK.flag("in_case", "Inside a CASE expression");
    private static final int IN_CAST = BLOCK.flag("in_cast", "Inside a CAST");
    private static final int FUNCTION_KNOWN = BLOCK.flag("function_known", "For a function or aggregate call: PostgreSQL has a function of that name");
    private static final int FUNCTION_UNKNOWN = BLOCK.flag("function_unknown", "For a function call: PostgreSQL has no function of that name (strftime, iif, ifnull...)");
    private static final int FUNCTION_ARGUMENTS = BLOCK.number("function_arguments", "For a function or aggregate call: its number of arguments");
    private static final int AGGREGATE_DISTINCT = BLOCK.flag("aggregate_distinct", "An aggregate over DISTINCT values");
    private static final int COUNT_STAR = BLOCK.flag("count_star", "The call is count(*)");
    private static final int BARE_COLUMN_BESIDE_AGGREGATE = BLOCK.flag("bare_column_beside_aggregate", "Paper's aggregate context: a column outside any aggregate in a select list that has an aggregate, in a query without GROUP BY");
    private static final int COLUMN_GROUPED = BLOCK.flag("column_grouped", "A column of a query with GROUP BY that the GROUP BY groups");
    private static final int COLUMN_NOT_GROUPED = BLOCK.flag("column_not_grouped", "A column outside aggregates in the select list, HAVING or ORDER BY of a grouped query that GROUP BY does not group");
    private static final int LEFT_TYPE = BLOCK.code("left_type", "For an operator (comparison, LIKE, IN, BETWEEN, arithmetic): the left operand's inferred type", SqlType.class);
    private static final int RIGHT_TYPE = BLOCK.code("right_type", "The right operand's inferred type (first IN item, BETWEEN's lower bound)", SqlType.class);
    private static final int OPERAND_TYPES_KNOWN = BLOCK.flag("operand_types_known", "Both operand types are known well enough to judge their compatibility");
    private static final int OPERAND_TYPE_MISMATCH = BLOCK.flag("operand_type_mismatch", "PostgreSQL cannot compare or combine the operand types (text vs number, a non-date string vs a date...)");
    private static final int INTEGER_DIVISION = BLOCK.flag("integer_division", "A division of two integers, which PostgreSQL truncates");
    private static final int LIKE_PATTERN_LENGTH = BLOCK.number("like_pattern_length", "For LIKE / ILIKE with a literal pattern: the pattern's length");
    private static final int LIKE_PERCENTS = BLOCK.number("like_percents", "Number of % wildcards in the pattern");
    private static final int LIKE_UNDERSCORES = BLOCK.number("like_underscores", "Number of _ wildcards in the pattern");
    private static final int LIKE_LEADING_PERCENT = BLOCK.flag("like_leading_percent", "The pattern starts with %");
    private static final int LIKE_TRAILING_PERCENT = BLOCK.flag("like_trailing_percent", "The pattern ends with %");
    private static final int LIKE_WITHOUT_WILDCARD = BLOCK.flag("like_without_wildcard", "The pattern has no wildcard: LIKE used as =");
    private static final int LIKE_NEGATED = BLOCK.flag("like_negated", "NOT LIKE");
    private static final int LIKE_CASE_INSENSITIVE = BLOCK.flag("like_case_insensitive", "ILIKE");
    private static final int LIKE_ON_NON_TEXT = BLOCK.flag("like_on_non_text", "LIKE applied to an operand whose type is known and not text");
    private static final int IN_LIST_SIZE = BLOCK.number("in_list_size", "For IN: the number of listed values");
    private static final int IN_LIST_SUBQUERY = BLOCK.flag("in_list_subquery", "IN over a subquery");
    private static final int IN_LIST_NEGATED = BLOCK.flag("in_list_negated", "NOT IN");
    private static final int NULL_EQUALITY = BLOCK.flag("null_equality", "= or <> with NULL (always unknown; IS NULL was meant), on the operator and the NULL");
    private static final int ORDER_DIRECTION = BLOCK.number("order_direction", "For nodes in an ORDER BY item: 1 for ASC, 2 for DESC; 0 elsewhere");
    private static final int ORDER_BY_POSITION = BLOCK.flag("order_by_position", "The ORDER BY item is a select-list position (ORDER BY 2)");
    private static final int JOIN_KIND = BLOCK.code("join_kind", "For a Join node and its children: inner, left, right, full, cross, comma or natural", JoinKind.class);
    private static final int QUERY_DISTINCT = BLOCK.flag("query_distinct", "The node's query has SELECT DISTINCT");
    private static final int QUERY_WHERE = BLOCK.flag("query_where", "The node's query has a WHERE clause");
    private static final int QUERY_GROUP_BY = BLOCK.flag("query_group_by", "The node's query has GROUP BY");
    private static final int QUERY_HAVING = BLOCK.flag("query_having", "The node's query has HAVING");
    private static final int QUERY_ORDER_BY = BLOCK.flag("query_order_by", "The node's query has ORDER BY");
    private static final int QUERY_LIMIT = BLOCK.flag("query_limit", "The node's query has LIMIT");
    private static final int QUERY_LIMIT_VALUE = BLOCK.number("query_limit_value", "The query's LIMIT count when it is a number; 0 without one");
    private static final int QUERY_OFFSET = BLOCK.flag("query_offset", "The node's query has OFFSET");
    private static final int QUERY_LIMIT_WITHOUT_ORDER = BLOCK.flag("query_limit_without_order", "The query has LIMIT but no ORDER BY");
    private static final int QUERY_SELECT_ITEMS = BLOCK.number("query_select_items", "Items in the query's select list");
    private static final int QUERY_SELECT_STAR = BLOCK.flag("query_select_star", "The query selects *");
    private static final int QUERY_AGGREGATE = BLOCK.flag("query_aggregate", "The query's select list, HAVING or ORDER BY calls an aggregate");
    private static final int QUERY_WHERE_PREDICATES = BLOCK.number("query_where_predicates", "Predicates in WHERE, not counting AND / OR / NOT");
    private static final int QUERY_SOURCES = BLOCK.number("query_sources", "FROM items and joined items of the query");
    private static final int QUERY_JOINS = BLOCK.number("query_joins", "Joins of the query");

    static final ContextFeatures INSTANCE = new ContextFeatures();

    private ContextFeatures() {
    }

    @Override
    public FeatureBlock block() {
        return BLOCK;
    }

    @Override
    public void fill(Extraction x, SqlNode node, double[] row, int at) {
        TreeShape shape = x.shape;
        row[at + IN_AGGREGATE] = shape.has(node, TreeShape.IN_AGGREGATE) ? 1 : 0;
        row[at + IN_FUNCTION] = shape.has(node, TreeShape.IN_FUNCTION) ? 1 : 0;
        row[at + IN_WINDOW] = shape.has(node, TreeShape.IN_WINDOW) ? 1 : 0;
        row[at + IN_CASE] = shape.has(node, TreeShape.IN_CASE) ? 1 : 0;
        row[at + IN_CAST] = shape.has(node, TreeShape.IN_CAST) ? 1 : 0;
        QuerySummary query = x.query(node);
        query(query, row, at);
        switch (node.type()) {
            case FUNCTION, AGGREGATE -> call(node, row, at);
            case COLUMN -> grouping(x, node, query, row, at);
            case IDENTIFIER -> {
                if (NameKind.of(node) == NameKind.COLUMN) {
                    grouping(x, NameKind.columnOf(node), query, row, at);
                }
            }
            case EQ, NEQ, GT, GTE, LT, LTE, BETWEEN -> operands(x, node, node.child(Role.THIS), right(node), row, at);
            case IN -> {
                operands(x, node, node.child(Role.THIS), right(node), row, at);
                in(node, row, at);
            }
            case LIKE, ILIKE, SIMILAR -> {
                operands(x, node, node.child(Role.THIS), node.child(Role.EXPRESSION), row, at);
                like(x, node, row, at);
            }
            case ADD, SUB, MUL, DIV, INT_DIV, MOD -> arithmetic(x, node, row, at);
            default -> {
            }
        }
        row[at + NULL_EQUALITY] = isNullEquality(node) || (node.type() == NodeType.NULL && isNullEquality(node.parent())) ? 1 : 0;
        order(x, node, row, at);
        SqlNode join = node.type() == NodeType.JOIN ? node
                : node.parent() != null && node.parent().type() == NodeType.JOIN ? node.parent() : null;
        if (join != null) {
            row[at + JOIN_KIND] = JoinKind.of(join.name()).ordinal() + 1;
        }
    }

    private static void query(QuerySummary q, double[] row, int at) {
        row[at + QUERY_DISTINCT] = q.distinct ? 1 : 0;
        row[at + QUERY_WHERE] = q.where ? 1 : 0;
        row[at + QUERY_GROUP_BY] = q.groupBy ? 1 : 0;
        row[at + QUERY_HAVING] = q.having ? 1 : 0;
        row[at + QUERY_ORDER_BY] = q.orderBy ? 1 : 0;
        row[at + QUERY_LIMIT] = q.limit ? 1 : 0;
        row[at + QUERY_LIMIT_VALUE] = q.limitValue;
        row[at + QUERY_OFFSET] = q.offset ? 1 : 0;
        row[at + QUERY_LIMIT_WITHOUT_ORDER] = q.limit && !q.orderBy ? 1 : 0;
        row[at + QUERY_SELECT_ITEMS] = q.selectItems;
        row[at + QUERY_SELECT_STAR] = q.selectStar ? 1 : 0;
        row[at + QUERY_AGGREGATE] = q.aggregate ? 1 : 0;
        row[at + QUERY_WHERE_PREDICATES] = q.wherePredicates;
        row[at + QUERY_SOURCES] = q.sources;
        row[at + QUERY_JOINS] = q.joins;
    }

    /** count(*): the call counts rows, not values. */
    static boolean isCountStar(SqlNode call) {
        if (!"count".equalsIgnoreCase(call.name())) {
            return false;
        }
        for (SqlNode child : call.children()) {
            if (child.role() == Role.ITEM && child.type() == NodeType.STAR) {
                return true;
            }
        }
        return false;
    }

    private static void call(SqlNode call, double[] row, int at) {
        boolean known = PostgresFunctions.knows(call.name());
        row[at + FUNCTION_KNOWN] = known ? 1 : 0;
        row[at + FUNCTION_UNKNOWN] = known ? 0 : 1;
        SqlNode distinct = call.child(NodeType.DISTINCT);
        SqlNode arguments = distinct != null ? distinct : call;
        int count = 0;
        for (SqlNode child : arguments.children()) {
            if (child.role() == Role.ITEM) {
                count++;
            }
        }
        row[at + FUNCTION_ARGUMENTS] = count;
        row[at + AGGREGATE_DISTINCT] = distinct != null ? 1 : 0;
        row[at + COUNT_STAR] = isCountStar(call) ? 1 : 0;
    }

    /** The paper's aggregate context, and whether GROUP BY covers the column. */
    private static void grouping(Extraction x, SqlNode column, QuerySummary query, double[] row, int at) {
        if (column == null) {
            return;
        }
        TreeShape shape = x.shape;
        int clause = shape.clause[column.id()];
        boolean aggregated = shape.has(column, TreeShape.IN_AGGREGATE) || shape.has(column, TreeShape.IN_WINDOW);
        boolean output = clause == Clause.SELECT_LIST.ordinal() + 1 || clause == Clause.HAVING.ordinal() + 1
                || clause == Clause.ORDER_BY.ordinal() + 1;
        if (clause == Clause.SELECT_LIST.ordinal() + 1 && !aggregated && query.aggregate && !query.groupBy) {
            row[at + BARE_COLUMN_BESIDE_AGGREGATE] = 1;
        }
        if (query.groupBy) {
            boolean grouped = query.groups(column, x.scopes);
            row[at + COLUMN_GROUPED] = grouped ? 1 : 0;
            row[at + COLUMN_NOT_GROUPED] = !grouped && output && !aggregated ? 1 : 0;
        }
    }

    /** The right-hand operand: EXPRESSION, BETWEEN's lower bound, IN's first item or subquery. */
    private static SqlNode right(SqlNode node) {
        if (node.type() == NodeType.BETWEEN) {
            return node.child(Role.LOW);
        }
        SqlNode right = node.child(Role.EXPRESSION);
        return right != null ? right : node.child(Role.ITEM);
    }

    private static void operands(Extraction x, SqlNode node, SqlNode left, SqlNode right, double[] row, int at) {
        if (left == null || right == null) {
            return;
        }
        TypeInference types = x.types();
        SqlType a = types.typeOf(left);
        SqlType b = types.typeOf(right);
        row[at + LEFT_TYPE] = a.ordinal() + 1;
        row[at + RIGHT_TYPE] = b.ordinal() + 1;
        Boolean compatible = node.type() == NodeType.ADD || node.type() == NodeType.SUB || node.type() == NodeType.MUL
                || node.type() == NodeType.DIV || node.type() == NodeType.INT_DIV || node.type() == NodeType.MOD
                ? OperandTypes.combinable(node.type(), a, left, b, right)
                : OperandTypes.comparable(a, left, b, right);
        if (compatible != null) {
            row[at + OPERAND_TYPES_KNOWN] = 1;
            row[at + OPERAND_TYPE_MISMATCH] = compatible ? 0 : 1;
        }
    }

    private static void arithmetic(Extraction x, SqlNode node, double[] row, int at) {
        SqlNode left = node.child(Role.THIS);
        SqlNode right = node.child(Role.EXPRESSION);
        operands(x, node, left, right, row, at);
        if (node.type() == NodeType.DIV && left != null && right != null) {
            row[at + INTEGER_DIVISION] = isInteger(x, left) && isInteger(x, right) ? 1 : 0;
        }
    }

    /** An integer column, an integer literal or a count: what makes PostgreSQL's division truncate. */
    private static boolean isInteger(Extraction x, SqlNode operand) {
        return switch (operand.type()) {
            case LITERAL -> x.types().typeOf(operand) == SqlType.NUMERIC && LiteralText.isInteger(operand.name());
            case AGGREGATE -> "count".equalsIgnoreCase(operand.name());
            case COLUMN -> {
                Column column = x.types().catalogColumn(operand);
                yield column != null && (column.jdbcType() == Types.INTEGER || column.jdbcType() == Types.BIGINT
                        || column.jdbcType() == Types.SMALLINT || column.jdbcType() == Types.TINYINT);
            }
            case PAREN -> !operand.children().isEmpty() && isInteger(x, operand.children().get(0));
            default -> false;
        };
    }

    private static void like(Extraction x, SqlNode like, double[] row, int at) {
        row[at + LIKE_NEGATED] = like.parent() != null && like.parent().type() == NodeType.NOT ? 1 : 0;
        row[at + LIKE_CASE_INSENSITIVE] = like.type() == NodeType.ILIKE ? 1 : 0;
        SqlType operand = x.types().typeOf(like.child(Role.THIS));
        row[at + LIKE_ON_NON_TEXT] = operand.isKnown() && operand != SqlType.TEXT && operand != SqlType.UNTYPED_LITERAL ? 1 : 0;
        SqlNode pattern = like.child(Role.EXPRESSION);
        if (pattern == null || pattern.type() != NodeType.LITERAL || pattern.name() == null) {
            return;
        }
        String text = pattern.name();
        int percents = LiteralText.count(text, '%');
        int underscores = LiteralText.count(text, '_');
        row[at + LIKE_PATTERN_LENGTH] = text.length();
        row[at + LIKE_PERCENTS] = percents;
        row[at + LIKE_UNDERSCORES] = underscores;
        row[at + LIKE_LEADING_PERCENT] = text.startsWith("%") ? 1 : 0;
        row[at + LIKE_TRAILING_PERCENT] = text.endsWith("%") ? 1 : 0;
        row[at + LIKE_WITHOUT_WILDCARD] = percents == 0 && underscores == 0 ? 1 : 0;
    }

    private static void in(SqlNode in, double[] row, int at) {
        int items = 0;
        boolean subquery = false;
        for (SqlNode child : in.children()) {
            if (child.role() == Role.ITEM) {
                items++;
            } else if (child.role() == Role.EXPRESSION && child.type() == NodeType.SUBQUERY) {
                subquery = true;
            }
        }
        row[at + IN_LIST_SIZE] = items;
        row[at + IN_LIST_SUBQUERY] = subquery ? 1 : 0;
        row[at + IN_LIST_NEGATED] = in.parent() != null && in.parent().type() == NodeType.NOT ? 1 : 0;
    }

    private static boolean isNullEquality(SqlNode node) {
        return node != null && (node.type() == NodeType.EQ || node.type() == NodeType.NEQ)
                && node.child(NodeType.NULL) != null;
    }

    private static void order(Extraction x, SqlNode node, double[] row, int at) {
        int item = x.shape.orderItem[node.id()];
        if (item < 0) {
            return;
        }
        SqlNode ordered = x.tree.node(item);
        row[at + ORDER_DIRECTION] = ordered.name() != null && ordered.name().startsWith("DESC") ? 2 : 1;
        SqlNode expression = ordered.children().isEmpty() ? null : ordered.children().get(0);
        row[at + ORDER_BY_POSITION] = expression != null && expression.type() == NodeType.LITERAL
                && LiteralText.position(expression.name()) > 0 ? 1 : 0;
    }
}
