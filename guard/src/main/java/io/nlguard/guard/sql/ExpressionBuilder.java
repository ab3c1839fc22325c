package io.nlguard.guard.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import net.sf.jsqlparser.expression.AnalyticExpression;
import net.sf.jsqlparser.expression.AnyComparisonExpression;
import net.sf.jsqlparser.expression.AnalyticType;
import net.sf.jsqlparser.expression.ArrayConstructor;
import net.sf.jsqlparser.expression.BinaryExpression;
import net.sf.jsqlparser.expression.BooleanValue;
import net.sf.jsqlparser.expression.CaseExpression;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.DateTimeLiteralExpression;
import net.sf.jsqlparser.expression.DateValue;
import net.sf.jsqlparser.expression.DoubleValue;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.ExpressionVisitorAdapter;
import net.sf.jsqlparser.expression.ExtractExpression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.expression.HexValue;
import net.sf.jsqlparser.expression.IntervalExpression;
import net.sf.jsqlparser.expression.JdbcNamedParameter;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.NotExpression;
import net.sf.jsqlparser.expression.NullValue;
import net.sf.jsqlparser.expression.NumericBind;
import net.sf.jsqlparser.expression.Parenthesis;
import net.sf.jsqlparser.expression.RowConstructor;
import net.sf.jsqlparser.expression.SignedExpression;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.DateUnitExpression;
import net.sf.jsqlparser.expression.TimeKeyExpression;
import net.sf.jsqlparser.expression.TimeValue;
import net.sf.jsqlparser.expression.TimestampValue;
import net.sf.jsqlparser.expression.WhenClause;
import net.sf.jsqlparser.expression.operators.arithmetic.Addition;
import net.sf.jsqlparser.expression.operators.arithmetic.BitwiseAnd;
import net.sf.jsqlparser.expression.operators.arithmetic.BitwiseLeftShift;
import net.sf.jsqlparser.expression.operators.arithmetic.BitwiseOr;
import net.sf.jsqlparser.expression.operators.arithmetic.BitwiseRightShift;
import net.sf.jsqlparser.expression.operators.arithmetic.BitwiseXor;
import net.sf.jsqlparser.expression.operators.arithmetic.Concat;
import net.sf.jsqlparser.expression.operators.arithmetic.Division;
import net.sf.jsqlparser.expression.operators.arithmetic.IntegerDivision;
import net.sf.jsqlparser.expression.operators.arithmetic.Modulo;
import net.sf.jsqlparser.expression.operators.arithmetic.Multiplication;
import net.sf.jsqlparser.expression.operators.arithmetic.Subtraction;
import net.sf.jsqlparser.expression.JsonExpression;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.conditional.OrExpression;
import net.sf.jsqlparser.expression.operators.conditional.XorExpression;
import net.sf.jsqlparser.expression.operators.relational.Between;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ExistsExpression;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.GreaterThan;
import net.sf.jsqlparser.expression.operators.relational.GreaterThanEquals;
import net.sf.jsqlparser.expression.operators.relational.InExpression;
import net.sf.jsqlparser.expression.operators.relational.IsBooleanExpression;
import net.sf.jsqlparser.expression.operators.relational.IsDistinctExpression;
import net.sf.jsqlparser.expression.operators.relational.IsNullExpression;
import net.sf.jsqlparser.expression.operators.relational.LikeExpression;
import net.sf.jsqlparser.expression.operators.relational.MinorThan;
import net.sf.jsqlparser.expression.operators.relational.MinorThanEquals;
import net.sf.jsqlparser.expression.operators.relational.NotEqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.expression.operators.relational.RegExpMatchOperator;
import net.sf.jsqlparser.expression.operators.relational.SimilarToExpression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.AllTableColumns;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.Select;

/** The expression half of {@link TreeBuilder}: operators, predicates, references, literals and calls. */
final class ExpressionBuilder {

    private final TreeBuilder queries;
    private final NodeFactory nodes;

    ExpressionBuilder(TreeBuilder queries, NodeFactory nodes) {
        this.queries = queries;
        this.nodes = nodes;
    }

    void items(SqlNode parent, List<? extends Expression> list) {
        items(parent, list, Role.ITEM);
    }

    void items(SqlNode parent, List<? extends Expression> list, Role role) {
        if (list == null) {
            return;
        }
        for (Expression item : list) {
            parent.add(expression(item, role));
        }
    }

    SqlNode expression(Expression e, Role role) {
        if (e == null) {
            return null;
        }
        if (e instanceof Column column) {
            return column(column, role);
        }
        if (e instanceof DateUnitExpression unit) {
            return bareDateUnit(unit, role);
        }
        if (e instanceof JsonExpression json) {
            Expression rotated = JsonPrecedence.rotate(json);
            if (rotated != json) {
                return expression(rotated, role);
            }
        }
        if (e instanceof BinaryExpression binary) {
            NodeType type = binaryType(binary);
            if (type != null) {
                return binary(type, binary, role);
            }
        }
        SqlNode literal = literal(e, role);
        if (literal != null) {
            return literal;
        }
        SqlNode predicate = predicate(e, role);
        if (predicate != null) {
            return predicate;
        }
        SqlNode call = call(e, role);
        if (call != null) {
            return call;
        }
        return structure(e, role);
    }

    private SqlNode column(Column column, Role role) {
        SqlNode node = nodes.identifier(NodeType.COLUMN, role, column.getColumnName(), column);
        int line = node.line();
        int col = node.column();
        Table qualifier = column.getTable();
        if (qualifier != null && qualifier.getName() != null) {
            if (qualifier.getSchemaName() != null) {
                node.add(nodes.identifierAt(Role.SCHEMA, qualifier.getSchemaName(), line, col));
                col += qualifier.getSchemaName().length() + 1;
            }
            SqlNode name = nodes.identifierAt(Role.THIS, column.getColumnName(), node.endLine(),
                    node.endColumn() - column.getColumnName().length() + 1);
            node.add(name);
            node.add(nodes.identifierAt(Role.QUALIFIER, qualifier.getName(), line, col));
        } else {
            node.add(nodes.identifierAt(Role.THIS, column.getColumnName(), line, col));
        }
        return node;
    }

    /**
     * JSqlParser reads a bare {@code year}, {@code month}, {@code day}... in an expression as a date unit
     * keyword; where an expression stands, PostgreSQL reads it as a column of that name (Spider and BIRD
     * have many). So it becomes a Column node like any other.
     */
    private SqlNode bareDateUnit(DateUnitExpression unit, Role role) {
        // the token as written: toString() gives the unit's canonical upper case
        String name = unit.getASTNode() != null && unit.getASTNode().jjtGetFirstToken() != null
                ? unit.getASTNode().jjtGetFirstToken().image : unit.toString();
        SqlNode node = nodes.identifier(NodeType.COLUMN, role, name, unit);
        node.add(nodes.identifierAt(Role.THIS, name, node.line(), node.column()));
        return node;
    }

    private SqlNode binary(NodeType type, BinaryExpression binary, Role role) {
        SqlNode node = nodes.named(type, role, binary.getStringExpression(), binary);
        node.add(expression(binary.getLeftExpression(), Role.THIS));
        node.add(expression(binary.getRightExpression(), Role.EXPRESSION));
        return node;
    }

    private static NodeType binaryType(BinaryExpression e) {
        if (e instanceof EqualsTo) {
            return NodeType.EQ;
        }
        if (e instanceof NotEqualsTo) {
            return NodeType.NEQ;
        }
        if (e instanceof GreaterThan) {
            return NodeType.GT;
        }
        if (e instanceof GreaterThanEquals) {
            return NodeType.GTE;
        }
        if (e instanceof MinorThan) {
            return NodeType.LT;
        }
        if (e instanceof MinorThanEquals) {
            return NodeType.LTE;
        }
        if (e instanceof AndExpression) {
            return NodeType.AND;
        }
        if (e instanceof OrExpression) {
            return NodeType.OR;
        }
        if (e instanceof XorExpression) {
            return NodeType.XOR;
        }
        if (e instanceof Addition) {
            return NodeType.ADD;
        }
        if (e instanceof Subtraction) {
            return NodeType.SUB;
        }
        if (e instanceof Multiplication) {
            return NodeType.MUL;
        }
        if (e instanceof Division) {
            return NodeType.DIV;
        }
        if (e instanceof IntegerDivision) {
            return NodeType.INT_DIV;
        }
        if (e instanceof Modulo) {
            return NodeType.MOD;
        }
        if (e instanceof Concat) {
            return NodeType.CONCAT;
        }
        if (e instanceof BitwiseAnd || e instanceof BitwiseOr || e instanceof BitwiseXor
                || e instanceof BitwiseLeftShift || e instanceof BitwiseRightShift) {
            return NodeType.BITWISE;
        }
        if (e instanceof RegExpMatchOperator) {
            return NodeType.REGEX;
        }
        return null;
    }

    private SqlNode literal(Expression e, Role role) {
        if (e instanceof StringValue s) {
            return nodes.named(NodeType.LITERAL, role, s.getValue(), e);
        }
        if (e instanceof LongValue l) {
            return nodes.named(NodeType.LITERAL, role, l.getStringValue(), e);
        }
        if (e instanceof DoubleValue || e instanceof HexValue || e instanceof DateValue || e instanceof TimeValue
                || e instanceof TimestampValue || e instanceof DateTimeLiteralExpression) {
            return nodes.named(NodeType.LITERAL, role, e.toString(), e);
        }
        if (e instanceof NullValue) {
            return nodes.named(NodeType.NULL, role, "NULL", e);
        }
        if (e instanceof BooleanValue b) {
            return nodes.named(NodeType.BOOLEAN, role, String.valueOf(b.getValue()).toUpperCase(Locale.ROOT), e);
        }
        if (e instanceof JdbcParameter || e instanceof JdbcNamedParameter || e instanceof NumericBind) {
            return nodes.named(NodeType.PLACEHOLDER, role, e.toString(), e);
        }
        if (e instanceof IntervalExpression interval) {
            SqlNode node = nodes.named(NodeType.INTERVAL, role, interval.getIntervalType(), e);
            if (interval.getExpression() != null) {
                node.add(expression(interval.getExpression(), Role.THIS));
            } else if (interval.getParameter() != null) {
                node.add(nodes.named(NodeType.LITERAL, Role.THIS, interval.getParameter(), null));
            }
            return node;
        }
        return null;
    }

    private SqlNode predicate(Expression e, Role role) {
        if (e instanceof NotExpression not) {
            SqlNode node = nodes.node(NodeType.NOT, role, e);
            node.add(expression(not.getExpression(), Role.THIS));
            return node;
        }
        if (e instanceof LikeExpression like) {
            NodeType type = like.isCaseInsensitive() ? NodeType.ILIKE : NodeType.LIKE;
            SqlNode node = nodes.named(type, Role.THIS, type == NodeType.ILIKE ? "ILIKE" : "LIKE", e);
            node.add(expression(like.getLeftExpression(), Role.THIS));
            node.add(expression(like.getRightExpression(), Role.EXPRESSION));
            return negated(like.isNot(), node, role);
        }
        if (e instanceof SimilarToExpression similar) {
            SqlNode node = nodes.node(NodeType.SIMILAR, Role.THIS, e);
            node.add(expression(similar.getLeftExpression(), Role.THIS));
            node.add(expression(similar.getRightExpression(), Role.EXPRESSION));
            return negated(similar.isNot(), node, role);
        }
        if (e instanceof InExpression in) {
            SqlNode node = nodes.node(NodeType.IN, Role.THIS, e);
            node.add(expression(in.getLeftExpression(), Role.THIS));
            Expression right = in.getRightExpression();
            if (right instanceof ParenthesedExpressionList<?> list) {
                items(node, list);
            } else {
                node.add(expression(right, Role.EXPRESSION));
            }
            return negated(in.isNot(), node, role);
        }
        if (e instanceof Between between) {
            SqlNode node = nodes.node(NodeType.BETWEEN, Role.THIS, e);
            node.add(expression(between.getLeftExpression(), Role.THIS));
            node.add(expression(between.getBetweenExpressionStart(), Role.LOW));
            node.add(expression(between.getBetweenExpressionEnd(), Role.HIGH));
            return negated(between.isNot(), node, role);
        }
        if (e instanceof IsNullExpression isNull) {
            SqlNode node = nodes.node(NodeType.IS, Role.THIS, e);
            node.add(expression(isNull.getLeftExpression(), Role.THIS));
            node.add(nodes.named(NodeType.NULL, Role.EXPRESSION, "NULL", null));
            return negated(isNull.isNot(), node, role);
        }
        if (e instanceof IsBooleanExpression isBoolean) {
            SqlNode node = nodes.node(NodeType.IS, Role.THIS, e);
            node.add(expression(isBoolean.getLeftExpression(), Role.THIS));
            node.add(nodes.named(NodeType.BOOLEAN, Role.EXPRESSION, isBoolean.isTrue() ? "TRUE" : "FALSE", null));
            return negated(isBoolean.isNot(), node, role);
        }
        if (e instanceof IsDistinctExpression distinct) {
            SqlNode node = nodes.named(NodeType.NEQ, role, distinct.getStringExpression(), e);
            node.add(expression(distinct.getLeftExpression(), Role.THIS));
            node.add(expression(distinct.getRightExpression(), Role.EXPRESSION));
            return node;
        }
        if (e instanceof AnyComparisonExpression any) {
            // = ANY (subquery), > ALL (subquery): the quantifier wraps the subquery
            SqlNode node = nodes.named(NodeType.ANY, role, any.getAnyType().name(), e);
            node.add(queries.query(any.getSelect(), Role.THIS));
            return node;
        }
        if (e instanceof ExistsExpression exists) {
            SqlNode node = nodes.node(NodeType.EXISTS, Role.THIS, e);
            node.add(expression(exists.getRightExpression(), Role.THIS));
            return negated(exists.isNot(), node, role);
        }
        return null;
    }

    /** {@code NOT LIKE} and friends become Not(Like(...)), as sqlglot writes them. */
    private SqlNode negated(boolean not, SqlNode node, Role role) {
        if (!not) {
            return node.withRole(role);
        }
        SqlNode wrapper = nodes.node(NodeType.NOT, role, null);
        wrapper.position(node.line(), node.column(), node.endLine(), node.endColumn());
        wrapper.add(node);
        return wrapper;
    }

    private SqlNode call(Expression e, Role role) {
        if (e instanceof Function function) {
            return function(function, role);
        }
        if (e instanceof AnalyticExpression analytic) {
            return analytic(analytic, role);
        }
        if (e instanceof CastExpression cast) {
            SqlNode node = nodes.named(NodeType.CAST, role, cast.isImplicitCast() ? "::" : "CAST", e);
            node.add(expression(cast.getLeftExpression(), Role.THIS));
            node.add(nodes.named(NodeType.DATA_TYPE, Role.EXPRESSION, cast.getColDataType().toString(), null));
            return node;
        }
        if (e instanceof ExtractExpression extract) {
            SqlNode node = nodes.named(NodeType.FUNCTION, role, "extract", e);
            node.add(nodes.named(NodeType.LITERAL, Role.THIS, extract.getName(), null));
            node.add(expression(extract.getExpression(), Role.EXPRESSION));
            return node;
        }
        if (e instanceof TimeKeyExpression timeKey) {
            return nodes.named(NodeType.FUNCTION, role, timeKey.getStringValue().toLowerCase(Locale.ROOT), e);
        }
        if (e instanceof CaseExpression caseExpression) {
            SqlNode node = nodes.node(NodeType.CASE, role, e);
            node.add(expression(caseExpression.getSwitchExpression(), Role.THIS));
            for (WhenClause when : caseExpression.getWhenClauses()) {
                SqlNode branch = node.add(nodes.node(NodeType.IF, Role.WHEN, when));
                branch.add(expression(when.getWhenExpression(), Role.THIS));
                branch.add(expression(when.getThenExpression(), Role.THEN));
            }
            node.add(expression(caseExpression.getElseExpression(), Role.DEFAULT));
            return node;
        }
        return null;
    }

    private SqlNode function(Function function, Role role) {
        String name = function.getName() == null ? "?" : function.getName().toLowerCase(Locale.ROOT);
        NodeType type = Aggregates.isAggregate(name) ? NodeType.AGGREGATE : NodeType.FUNCTION;
        SqlNode node = nodes.named(type, role, name, function);
        items(arguments(node, function.isDistinct(), function.isAllColumns()), function.getParameters());
        if (function.getOrderByElements() != null && !function.getOrderByElements().isEmpty()) {
            node.add(queries.order(function.getOrderByElements()));
        }
        return node;
    }

    /**
     * Where a call's arguments go: under a Distinct node for {@code count(DISTINCT x)} (as sqlglot
     * nests it), else the call itself; {@code count(*)} gets its Star.
     */
    private SqlNode arguments(SqlNode call, boolean distinct, boolean allColumns) {
        SqlNode arguments = distinct ? call.add(nodes.named(NodeType.DISTINCT, Role.THIS, "DISTINCT", null)) : call;
        if (allColumns) {
            arguments.add(nodes.named(NodeType.STAR, Role.ITEM, "*", null));
        }
        return arguments;
    }

    private SqlNode analytic(AnalyticExpression analytic, Role role) {
        String name = analytic.getName().toLowerCase(Locale.ROOT);
        NodeType callType = Aggregates.isAggregate(name) ? NodeType.AGGREGATE : NodeType.FUNCTION;
        SqlNode call = nodes.named(callType, Role.THIS, name, analytic);
        SqlNode arguments = arguments(call, analytic.isDistinct(), analytic.isAllColumns());
        arguments.add(expression(analytic.getExpression(), Role.ITEM));
        arguments.add(expression(analytic.getOffset(), Role.ITEM));
        arguments.add(expression(analytic.getDefaultValue(), Role.ITEM));
        if (analytic.getFilterExpression() != null) {
            SqlNode filter = call.add(nodes.named(NodeType.WHERE, Role.CLAUSE, "FILTER", null));
            filter.add(expression(analytic.getFilterExpression(), Role.THIS));
        }
        if (analytic.getType() == AnalyticType.FILTER_ONLY) {
            return call.withRole(role);
        }
        SqlNode window = nodes.named(NodeType.WINDOW, role, analytic.getWindowName(), analytic);
        window.add(call);
        if (analytic.getPartitionExpressionList() != null) {
            SqlNode partition = window.add(nodes.node(NodeType.PARTITION, Role.PARTITION, null));
            items(partition, analytic.getPartitionExpressionList());
        }
        if (analytic.getOrderByElements() != null && !analytic.getOrderByElements().isEmpty()) {
            window.add(queries.order(analytic.getOrderByElements()));
        }
        return window;
    }

    private SqlNode structure(Expression e, Role role) {
        if (e instanceof SignedExpression signed) {
            if (signed.getSign() == '+') {
                return expression(signed.getExpression(), role);
            }
            SqlNode node = nodes.named(NodeType.NEG, role, String.valueOf(signed.getSign()), e);
            node.add(expression(signed.getExpression(), Role.THIS));
            return node;
        }
        if (e instanceof Select select) {
            return queries.query(select, role);
        }
        if (e instanceof Parenthesis parenthesis) {
            SqlNode node = nodes.node(NodeType.PAREN, role, e);
            node.add(expression(parenthesis.getExpression(), Role.THIS));
            return node;
        }
        if (e instanceof RowConstructor<?> row) {
            SqlNode node = nodes.node(NodeType.TUPLE, role, e);
            items(node, row);
            return node;
        }
        if (e instanceof ParenthesedExpressionList<?> list) {
            SqlNode node = nodes.node(list.size() == 1 ? NodeType.PAREN : NodeType.TUPLE, role, e);
            items(node, list, list.size() == 1 ? Role.THIS : Role.ITEM);
            return node;
        }
        if (e instanceof ExpressionList<?> list) {
            SqlNode node = nodes.node(NodeType.TUPLE, role, e);
            items(node, list);
            return node;
        }
        if (e instanceof ArrayConstructor array) {
            SqlNode node = nodes.node(NodeType.ARRAY, role, e);
            items(node, array.getExpressions());
            return node;
        }
        if (e instanceof AllColumns && !(e instanceof AllTableColumns)) {
            return nodes.named(NodeType.STAR, role, "*", e);
        }
        if (e instanceof AllTableColumns all) {
            SqlNode node = nodes.named(NodeType.STAR, role, "*", e);
            node.add(nodes.identifierAt(Role.QUALIFIER, all.getTable().getName(), node.line(), node.column()));
            return node;
        }
        return other(e, role);
    }

    /**
     * A construct without a node type of its own (JSON operators, array subscripts, COLLATE...). Its
     * columns and subqueries still become children so that scope checks and rules see them.
     */
    private SqlNode other(Expression e, Role role) {
        SqlNode node = nodes.named(NodeType.OTHER, role, e.getClass().getSimpleName(), e);
        List<Expression> found = new ArrayList<>();
        e.accept(new ExpressionVisitorAdapter<Void>() {
            @Override
            public <S> Void visit(Column column, S context) {
                found.add(column);
                return null;
            }

            @Override
            public <S> Void visit(ParenthesedSelect select, S context) {
                found.add(select);
                return null;
            }

            @Override
            public <S> Void visit(Select select, S context) {
                // a nested query is a node of its own, with its own scope: do not collect its columns here
                found.add(select);
                return null;
            }
        }, null);
        for (Expression inner : found) {
            if (inner != e) {
                node.add(expression(inner, Role.ITEM));
            }
        }
        return node;
    }
}
