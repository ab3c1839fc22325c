package io.nlguard.guard.types;

import java.util.List;
import java.util.Locale;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.DerivedSource;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

import net.sf.jsqlparser.expression.DateTimeLiteralExpression;
import net.sf.jsqlparser.expression.DateValue;
import net.sf.jsqlparser.expression.DoubleValue;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.TimeValue;
import net.sf.jsqlparser.expression.TimestampValue;

/**
 * The type of each expression node of one statement, inferred from catalog column types, literal
 * kinds, casts, common functions and operators. Types are computed on demand and kept per node id,
 * so asking for a comparison's operands costs a walk of those operands only, once.
 */
public final class TypeInference {

    private final SqlTree tree;
    private final Scopes scopes;
    private final SqlType[] types;

    private TypeInference(Scopes scopes) {
        this.tree = scopes.tree();
        this.scopes = scopes;
        this.types = new SqlType[tree.size()];
    }

    /** Type inference over the statement the scopes were resolved for. */
    public static TypeInference of(Scopes scopes) {
        return new TypeInference(scopes);
    }

    /** The node's type; {@link SqlType#UNKNOWN} for nodes of another tree and nodes that have no value. */
    public SqlType typeOf(SqlNode node) {
        if (node == null || node.tree() != tree) {
            return SqlType.UNKNOWN;
        }
        SqlType known = types[node.id()];
        if (known != null) {
            return known;
        }
        // a recursive CTE can lead back to the node being typed: it stays UNKNOWN meanwhile
        types[node.id()] = SqlType.UNKNOWN;
        SqlType computed = compute(node);
        types[node.id()] = computed;
        return computed;
    }

    /** The catalog column behind a column reference, when it resolved to a known table; else null. */
    public Column catalogColumn(SqlNode node) {
        if (node == null || node.type() != NodeType.COLUMN || node.tree() != tree) {
            return null;
        }
        ColumnRef ref = scopes.column(node);
        return ref == null ? null : ref.catalogColumn();
    }

    private SqlType compute(SqlNode node) {
        return switch (node.type()) {
            case LITERAL -> literal(node.ast());
            case NULL -> SqlType.NULL;
            case BOOLEAN, EQ, NEQ, GT, GTE, LT, LTE, AND, OR, NOT, XOR, LIKE, ILIKE, SIMILAR, REGEX, IN, BETWEEN,
                    IS, EXISTS -> SqlType.BOOLEAN;
            case INTERVAL -> SqlType.INTERVAL;
            case COLUMN -> column(node);
            case ADD, SUB, MUL, DIV, INT_DIV, MOD -> Arithmetic.resultOf(node.type(), typeOf(operand(node, Role.THIS)),
                    typeOf(operand(node, Role.EXPRESSION)));
            case NEG -> negated(typeOf(first(node)));
            case CONCAT -> concat(node);
            case BITWISE -> SqlType.NUMERIC;
            case FUNCTION, AGGREGATE -> function(node);
            case CAST -> SqlType.fromTypeName(nameOf(node.child(NodeType.DATA_TYPE)));
            case CASE -> caseType(node);
            case IF -> typeOf(node.child(Role.THEN));
            case WINDOW, PAREN, ALIAS, SUBQUERY, ANY -> typeOf(first(node));
            case SELECT -> singleOutput(node);
            case UNION, INTERSECT, EXCEPT -> setOperation(node);
            case ARRAY -> SqlType.ARRAY;
            default -> SqlType.UNKNOWN;
        };
    }

    private static SqlType literal(Object ast) {
        if (ast instanceof LongValue || ast instanceof DoubleValue) {
            return SqlType.NUMERIC;
        }
        if (ast instanceof StringValue) {
            return SqlType.UNTYPED_LITERAL;
        }
        if (ast instanceof DateTimeLiteralExpression dateTime) {
            return switch (dateTime.getType()) {
                case DATE -> SqlType.DATE;
                case TIME -> SqlType.TIME;
                default -> SqlType.TIMESTAMP;
            };
        }
        if (ast instanceof DateValue) {
            return SqlType.DATE;
        }
        if (ast instanceof TimeValue) {
            return SqlType.TIME;
        }
        if (ast instanceof TimestampValue) {
            return SqlType.TIMESTAMP;
        }
        return SqlType.UNKNOWN;
    }

    private SqlType column(SqlNode node) {
        ColumnRef ref = scopes.column(node);
        if (ref == null) {
            return SqlType.UNKNOWN;
        }
        Column column = ref.catalogColumn();
        if (column != null) {
            return SqlType.fromJdbc(column.jdbcType(), column.nativeType());
        }
        if (ref.status() == ColumnRef.Status.RESOLVED && ref.source() instanceof DerivedSource derived) {
            return derivedColumn(derived, node.name());
        }
        if (ref.status() == ColumnRef.Status.UNCHECKABLE && node.child(Role.QUALIFIER) == null && node.name() != null) {
            // current_date and friends parse as columns when written without parentheses
            return FunctionTypes.fixed(node.name().toLowerCase(Locale.ROOT));
        }
        return SqlType.UNKNOWN;
    }

    /** The type of a derived table's or CTE's column: the type of the matching output expression. */
    private SqlType derivedColumn(DerivedSource derived, String name) {
        Scope inner = derived.inner();
        List<String> names = derived.columnNames();
        if (inner == null || names == null || name == null) {
            return SqlType.UNKNOWN;
        }
        int index = -1;
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i).equalsIgnoreCase(name)) {
                index = i;
                break;
            }
        }
        SqlNode item = index < 0 ? null : outputItem(firstSelect(inner.node()), index);
        return item == null ? SqlType.UNKNOWN : typeOf(item);
    }

    /** The leftmost SELECT of a query (the branch that names a set operation's columns). */
    private static SqlNode firstSelect(SqlNode query) {
        SqlNode node = query;
        while (node != null && node.type() != NodeType.SELECT) {
            if (!(node.type().isSetOperation() || node.type() == NodeType.SUBQUERY)) {
                return null;
            }
            node = first(node);
        }
        return node;
    }

    /** The {@code index}-th output expression of a SELECT, or null when a star makes positions unknown. */
    private static SqlNode outputItem(SqlNode select, int index) {
        if (select == null) {
            return null;
        }
        int position = 0;
        List<SqlNode> children = select.children();
        for (int i = 0; i < children.size(); i++) {
            SqlNode child = children.get(i);
            if (child.role() != Role.ITEM) {
                continue;
            }
            if (child.type() == NodeType.STAR) {
                return null;
            }
            if (position++ == index) {
                return child;
            }
        }
        return null;
    }

    /** A scalar subquery's type: its single output column's. */
    private SqlType singleOutput(SqlNode select) {
        SqlNode only = null;
        List<SqlNode> children = select.children();
        for (int i = 0; i < children.size(); i++) {
            SqlNode child = children.get(i);
            if (child.role() == Role.ITEM) {
                if (only != null || child.type() == NodeType.STAR) {
                    return SqlType.UNKNOWN;
                }
                only = child;
            }
        }
        return typeOf(only);
    }

    private SqlType setOperation(SqlNode node) {
        SqlType left = typeOf(operand(node, Role.THIS));
        if (left != SqlType.UNTYPED_LITERAL && left != SqlType.NULL) {
            return left;
        }
        SqlType right = typeOf(operand(node, Role.EXPRESSION));
        return right == SqlType.UNKNOWN || right == SqlType.NULL ? left : right;
    }

    private SqlType function(SqlNode node) {
        String name = node.name();
        SqlNode arguments = node.child(NodeType.DISTINCT) != null ? node.child(NodeType.DISTINCT) : node;
        int skip = FunctionTypes.unifiedArgumentsFrom(name);
        if (skip >= 0) {
            return unifiedItems(arguments, skip);
        }
        if (FunctionTypes.isNumericOrInterval(name)) {
            return typeOf(item(arguments, 0)) == SqlType.INTERVAL ? SqlType.INTERVAL : SqlType.NUMERIC;
        }
        if ("date_trunc".equals(name) && typeOf(item(arguments, 1)) == SqlType.INTERVAL) {
            return SqlType.INTERVAL;
        }
        return FunctionTypes.fixed(name);
    }

    /** The common type of the ITEM children from {@code skip} on, as PostgreSQL unifies coalesce's arguments. */
    private SqlType unifiedItems(SqlNode parent, int skip) {
        Unifier unifier = new Unifier();
        int index = 0;
        List<SqlNode> children = parent.children();
        for (int i = 0; i < children.size() && !unifier.decided(); i++) {
            SqlNode child = children.get(i);
            if (child.role() == Role.ITEM && index++ >= skip) {
                unifier.add(typeOf(child));
            }
        }
        return unifier.result();
    }

    private SqlType caseType(SqlNode node) {
        Unifier unifier = new Unifier();
        List<SqlNode> children = node.children();
        for (int i = 0; i < children.size() && !unifier.decided(); i++) {
            SqlNode child = children.get(i);
            if (child.role() == Role.WHEN) {
                unifier.add(typeOf(child.child(Role.THEN)));
            } else if (child.role() == Role.DEFAULT) {
                unifier.add(typeOf(child));
            }
        }
        return unifier.result();
    }

    private SqlType concat(SqlNode node) {
        SqlType left = typeOf(operand(node, Role.THIS));
        SqlType right = typeOf(operand(node, Role.EXPRESSION));
        if (left == SqlType.ARRAY || right == SqlType.ARRAY) {
            return SqlType.ARRAY;
        }
        return left == SqlType.JSON || right == SqlType.JSON ? SqlType.JSON : SqlType.TEXT;
    }

    private static SqlType negated(SqlType operand) {
        return operand == SqlType.NUMERIC || operand == SqlType.INTERVAL ? operand : SqlType.UNKNOWN;
    }

    private static SqlNode operand(SqlNode node, Role role) {
        return node.child(role);
    }

    private static SqlNode first(SqlNode node) {
        return node.children().isEmpty() ? null : node.children().get(0);
    }

    private static SqlNode item(SqlNode parent, int index) {
        int position = 0;
        List<SqlNode> children = parent.children();
        for (int i = 0; i < children.size(); i++) {
            if (children.get(i).role() == Role.ITEM && position++ == index) {
                return children.get(i);
            }
        }
        return null;
    }

    private static String nameOf(SqlNode node) {
        return node == null ? null : node.name();
    }

    /**
     * Unifies branch types the way PostgreSQL resolves CASE and coalesce: the first branch with a
     * type decides; quoted literals alone make text; a branch not inferred before that makes the
     * result unknown rather than a guess.
     */
    private static final class Unifier {
        private SqlType decided;
        private boolean sawLiteral;

        void add(SqlType type) {
            if (type == SqlType.UNKNOWN) {
                decided = SqlType.UNKNOWN;
            } else if (type == SqlType.UNTYPED_LITERAL) {
                sawLiteral = true;
            } else if (type != SqlType.NULL) {
                decided = type;
            }
        }

        boolean decided() {
            return decided != null;
        }

        SqlType result() {
            if (decided != null) {
                return decided;
            }
            return sawLiteral ? SqlType.TEXT : SqlType.UNKNOWN;
        }
    }
}
