package io.nlguard.compare.instances;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;
import net.sf.jsqlparser.expression.HexValue;
import net.sf.jsqlparser.expression.StringValue;

/**
 * Collects the constants of a query from the guard's statement tree. A constant a predicate
 * compares with a column ({@code =, <>, <, <=, >, >=}, {@code IN}, {@code BETWEEN}, {@code LIKE},
 * {@code ILIKE}; the column may sit inside {@code lower()}, {@code upper()}, {@code trim()}, a cast,
 * or {@code min/max/sum/avg} in HAVING) is bound to that column, with the variants
 * {@link LiteralVariants} derives; every other constant goes to the unbound pool. LIMIT and OFFSET
 * counts and ORDER BY / GROUP BY positions are not data and are left out. Columns are resolved
 * with the guard's scopes, so aliases, qualifiers and subqueries are followed.
 */
final class LiteralHarvester {

    private static final Pattern QUOTED = Pattern.compile("'((?:[^']|'')*)'");
    private static final Pattern ISO_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
    private static final Pattern ISO_TIMESTAMP = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})[ T](\\d{2}:\\d{2}(?::\\d{2})?)(?:\\.\\d+)?");
    private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private static final Set<String> TRANSPARENT_FUNCTIONS = Set.of("lower", "upper", "trim", "btrim", "ltrim", "rtrim");
    private static final Set<String> VALUE_AGGREGATES = Set.of("min", "max", "sum", "avg");

    private final Scopes scopes;
    private final Literals into;
    private final Set<Integer> bound = new HashSet<>();

    private LiteralHarvester(Scopes scopes, Literals into) {
        this.scopes = scopes;
        this.into = into;
    }

    /** Adds the constants of the resolved statement to {@code into}. */
    static void harvest(Scopes scopes, Literals into) {
        new LiteralHarvester(scopes, into).run(scopes.tree());
    }

    private void run(SqlTree tree) {
        for (SqlNode node : tree.nodes()) {
            NodeType type = node.type();
            if (type.isComparison()) {
                comparison(node);
            } else if (type == NodeType.BETWEEN) {
                operands(node, List.of(node.child(Role.LOW), node.child(Role.HIGH)));
            } else if (type == NodeType.IN) {
                operands(node, node.children().stream().filter(c -> c.role() == Role.ITEM).toList());
            } else if (type == NodeType.LIKE || type == NodeType.ILIKE) {
                like(node, type == NodeType.ILIKE);
            }
        }
        for (SqlNode node : tree.nodes()) {
            if (node.type() == NodeType.LITERAL && !bound.contains(node.id()) && isData(node)) {
                SqlNode top = node;
                while (top.parent() != null && (top.parent().type() == NodeType.NEG || top.parent().type() == NodeType.CAST
                        || top.parent().type() == NodeType.PAREN)) {
                    top = top.parent();
                }
                HarvestedLiteral value = constant(top);
                if (value != null) {
                    into.add(List.of(value));
                }
            }
        }
    }

    private void comparison(SqlNode node) {
        if (node.children().size() != 2) {
            return;
        }
        SqlNode left = node.children().get(0);
        SqlNode right = node.children().get(1);
        ColumnKey leftColumn = column(left);
        ColumnKey rightColumn = column(right);
        if (leftColumn != null && rightColumn != null) {
            if (node.type() == NodeType.EQ) {
                into.equate(leftColumn, rightColumn);
            }
            return;
        }
        if (leftColumn != null) {
            bindAround(leftColumn, right);
        } else if (rightColumn != null) {
            bindAround(rightColumn, left);
        }
    }

    /** {@code c BETWEEN lo AND hi}, {@code c IN (a, b)}: the column is the first child. */
    private void operands(SqlNode node, List<SqlNode> constants) {
        ColumnKey column = node.children().isEmpty() ? null : column(node.children().get(0));
        if (column == null) {
            return;
        }
        for (SqlNode constant : constants) {
            if (constant != null) {
                bindAround(column, constant);
            }
        }
    }

    private void like(SqlNode node, boolean caseInsensitive) {
        if (node.children().size() != 2) {
            return;
        }
        ColumnKey column = column(node.children().get(0));
        HarvestedLiteral pattern = constant(node.children().get(1));
        if (column == null || pattern == null) {
            return;
        }
        markBound(node.children().get(1));
        List<HarvestedLiteral> matches = LiteralVariants.likeMatches(pattern.text(), caseInsensitive);
        into.bind(column, matches, matches);
    }

    private void bindAround(ColumnKey column, SqlNode operand) {
        HarvestedLiteral value = constant(operand);
        if (value != null) {
            markBound(operand);
            into.bind(column, List.of(value), LiteralVariants.around(value));
        }
    }

    private void markBound(SqlNode node) {
        bound.add(node.id());
        node.children().forEach(this::markBound);
    }

    /** The catalog column an operand reads, through the wrappers that keep its values recognizable. */
    private ColumnKey column(SqlNode node) {
        SqlNode n = node;
        while (isWrapper(n) && !n.children().isEmpty()) {
            n = n.children().get(0);
        }
        if (n.type() != NodeType.COLUMN) {
            return null;
        }
        ColumnRef ref = scopes.column(n);
        if (ref == null || ref.status() != ColumnRef.Status.RESOLVED || ref.catalogColumn() == null
                || !(ref.source() instanceof TableSource source) || !source.isKnown()) {
            return null;
        }
        return new ColumnKey(source.table().name(), ref.catalogColumn().name());
    }

    private static boolean isWrapper(SqlNode node) {
        return node.type() == NodeType.PAREN || node.type() == NodeType.CAST
                || (node.type() == NodeType.FUNCTION && TRANSPARENT_FUNCTIONS.contains(node.name()))
                || (node.type() == NodeType.AGGREGATE && VALUE_AGGREGATES.contains(node.name()));
    }

    /** The value of a constant expression: a literal, a negated number, a cast literal; else null. */
    static HarvestedLiteral constant(SqlNode node) {
        switch (node.type()) {
            case PAREN:
                return node.children().size() == 1 ? constant(node.children().get(0)) : null;
            case LITERAL:
                return literal(node);
            case BOOLEAN:
                return new HarvestedLiteral(LiteralKind.BOOLEAN, node.name().toLowerCase(Locale.ROOT));
            case NEG: {
                HarvestedLiteral inner = node.children().isEmpty() ? null : constant(node.children().get(0));
                return inner == null || inner.kind() != LiteralKind.NUMBER ? null
                        : new HarvestedLiteral(LiteralKind.NUMBER, new BigDecimal(inner.text()).negate().toPlainString());
            }
            case CAST: {
                HarvestedLiteral inner = node.children().isEmpty() ? null : constant(node.children().get(0));
                SqlNode type = node.child(NodeType.DATA_TYPE);
                return inner == null || type == null || type.name() == null ? inner : retype(inner, type.name());
            }
            default:
                return null;
        }
    }

    private static HarvestedLiteral literal(SqlNode node) {
        Object ast = node.ast();
        if (ast instanceof StringValue string) {
            return typedString(string.getNotExcapedValue());
        }
        if (ast instanceof HexValue || node.name() == null) {
            return null;
        }
        String text = node.name().trim();
        Matcher quoted = QUOTED.matcher(text);
        if (quoted.find()) {
            // DATE '...', TIMESTAMP '...', TIME '...' and the JDBC escapes {d '...'}, {ts '...'}
            String keyword = text.substring(0, quoted.start()).replaceAll("[{\\s]", "").toLowerCase(Locale.ROOT);
            String value = quoted.group(1).replace("''", "'");
            HarvestedLiteral typed = keyword.startsWith("timestamp") || keyword.equals("ts") ? timestamp(value)
                    : keyword.startsWith("time") || keyword.equals("t") ? time(value)
                    : keyword.startsWith("date") || keyword.equals("d") ? date(value) : null;
            return typed != null ? typed : typedString(value);
        }
        return number(text);
    }

    /** A string literal; ISO dates and timestamps are read as such, since they are mostly compared with date columns. */
    private static HarvestedLiteral typedString(String value) {
        if (ISO_DATE.matcher(value).matches()) {
            HarvestedLiteral date = date(value);
            return date != null ? date : new HarvestedLiteral(LiteralKind.STRING, value);
        }
        if (ISO_TIMESTAMP.matcher(value).matches()) {
            HarvestedLiteral timestamp = timestamp(value);
            return timestamp != null ? timestamp : new HarvestedLiteral(LiteralKind.STRING, value);
        }
        return new HarvestedLiteral(LiteralKind.STRING, value);
    }

    private static HarvestedLiteral retype(HarvestedLiteral value, String dataType) {
        String type = dataType.toLowerCase(Locale.ROOT);
        if (type.startsWith("timestamp")) {
            return orElse(timestamp(value.text()), value);
        }
        if (type.startsWith("date")) {
            return orElse(date(value.text()), value);
        }
        if (type.startsWith("time")) {
            return orElse(time(value.text()), value);
        }
        if (type.startsWith("int") || type.startsWith("bigint") || type.startsWith("smallint") || type.startsWith("numeric")
                || type.startsWith("decimal") || type.startsWith("real") || type.startsWith("float") || type.startsWith("double")) {
            return orElse(number(value.text()), value);
        }
        if (type.startsWith("bool")) {
            return new HarvestedLiteral(LiteralKind.BOOLEAN, value.text().toLowerCase(Locale.ROOT));
        }
        return new HarvestedLiteral(LiteralKind.STRING, value.text());
    }

    private static HarvestedLiteral orElse(HarvestedLiteral value, HarvestedLiteral fallback) {
        return value != null ? value : fallback;
    }

    private static HarvestedLiteral number(String text) {
        try {
            return new HarvestedLiteral(LiteralKind.NUMBER, new BigDecimal(text.trim()).toPlainString());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static HarvestedLiteral date(String text) {
        try {
            return new HarvestedLiteral(LiteralKind.DATE, LocalDate.parse(text.trim()).toString());
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    private static HarvestedLiteral timestamp(String text) {
        Matcher m = ISO_TIMESTAMP.matcher(text.trim());
        if (!m.matches()) {
            HarvestedLiteral date = date(text);
            return date == null ? null : new HarvestedLiteral(LiteralKind.TIMESTAMP, date.text() + " 00:00:00");
        }
        try {
            String time = m.group(2).length() == 5 ? m.group(2) + ":00" : m.group(2);
            LocalDateTime value = LocalDateTime.parse(m.group(1) + "T" + time);
            return new HarvestedLiteral(LiteralKind.TIMESTAMP, value.format(TIMESTAMP));
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    private static HarvestedLiteral time(String text) {
        try {
            return new HarvestedLiteral(LiteralKind.TIME, LocalTime.parse(text.trim()).toString());
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    /** Not a LIMIT/OFFSET count, an ORDER BY / GROUP BY position or an interval's text. */
    private static boolean isData(SqlNode node) {
        SqlNode parent = node.parent();
        if (parent != null && (parent.type() == NodeType.ORDERED || parent.type() == NodeType.GROUP
                || parent.type() == NodeType.INTERVAL)) {
            return false;
        }
        for (SqlNode n = parent; n != null; n = n.parent()) {
            if (n.type() == NodeType.LIMIT || n.type() == NodeType.OFFSET) {
                return false;
            }
        }
        return true;
    }
}
