package io.nlguard.guard.rules.firewall;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * Decides conditions that do not depend on the data, with PostgreSQL's semantics: comparisons of
 * constants ({@code 1=1}, {@code 'a'='a'}, {@code GREATEST(2,0) = 2}, {@code md5('a') = '0cc1...'}),
 * their AND/OR/NOT combinations in three-valued logic, IS [NOT] NULL, IN, BETWEEN, LIKE, bare constants
 * ({@code TRUE}, {@code 1}), and a column compared with itself ({@code x = x}). What a constant is, is
 * {@link ConstantValue}'s to say. Anything else is UNKNOWN: a function it does not know is never guessed.
 */
final class ConstantFolder {

    /** Longer LIKE operands are not folded (LIKE matching costs up to the product of the lengths). */
    private static final int MAX_LIKE_LENGTH = 2000;

    private ConstantFolder() {
    }

    static Truth truth(SqlNode node) {
        if (node == null) {
            return Truth.UNKNOWN;
        }
        return switch (node.type()) {
            case PAREN -> truth(first(node));
            case NOT -> truth(first(node)).not();
            case AND -> Truth.and(operandTruths(node));
            case OR -> Truth.or(operandTruths(node));
            case EQ, NEQ, GT, GTE, LT, LTE -> comparison(node);
            case IS -> is(node);
            case IN -> in(node);
            case BETWEEN -> between(node);
            case LIKE, ILIKE -> like(node);
            default -> ConstantValue.truthOf(ConstantValue.of(node));
        };
    }

    /** Whether the node is a column compared with itself: {@code x = x}, {@code t.a >= t.a}. */
    static boolean isSelfComparison(SqlNode node) {
        if (!node.type().isComparison() || node.children().size() != 2) {
            return false;
        }
        SqlNode left = node.children().get(0);
        SqlNode right = node.children().get(1);
        return left.type() == NodeType.COLUMN && right.type() == NodeType.COLUMN
                && squeeze(left.text()).equalsIgnoreCase(squeeze(right.text()));
    }

    /**
     * Whether the subtree reads nothing from the statement's rows or its caller: no column (an outer
     * reference is a column too), parameter, aggregate, window or star. Calls and subqueries may be in
     * it; whether they are constants is {@link #truth}'s and {@link ConstantValue}'s to say.
     */
    static boolean isLiteralOnly(SqlNode node) {
        switch (node.type()) {
            case COLUMN, PLACEHOLDER, AGGREGATE, WINDOW, STAR, OTHER, TABLE -> {
                return false;
            }
            default -> {
                // a scalar subquery of constants has none of the above; one reading a table has a TABLE node
            }
        }
        for (SqlNode child : node.children()) {
            if (!isLiteralOnly(child)) {
                return false;
            }
        }
        return true;
    }

    private static List<Truth> operandTruths(SqlNode node) {
        List<Truth> truths = new ArrayList<>(2);
        for (SqlNode child : node.children()) {
            truths.add(truth(child));
        }
        return truths;
    }

    private static Truth comparison(SqlNode node) {
        if (node.children().size() != 2) {
            return Truth.UNKNOWN;
        }
        String operator = node.name() == null ? "" : node.name().toUpperCase(Locale.ROOT);
        boolean distinctFrom = operator.contains("DISTINCT");
        if (isSelfComparison(node)) {
            // x = x holds for every non-null x: the tautology injected as "OR x=x"
            return switch (node.type()) {
                case EQ, GTE, LTE -> Truth.TRUE;
                case NEQ -> Truth.of(distinctFrom && operator.contains("NOT"));
                default -> Truth.FALSE;
            };
        }
        ConstantValue left = ConstantValue.of(node.children().get(0));
        ConstantValue right = ConstantValue.of(node.children().get(1));
        if (left == null || right == null) {
            return Truth.UNKNOWN;
        }
        if (distinctFrom) {
            boolean notDistinct = operator.contains("NOT");
            if (left.isNull() || right.isNull()) {
                return Truth.of((left.isNull() && right.isNull()) == notDistinct);
            }
            Boolean equal = ConstantValue.equal(left, right);
            return equal == null ? Truth.UNKNOWN : Truth.of(equal == notDistinct);
        }
        if (left.isNull() || right.isNull()) {
            return Truth.NULL;
        }
        if (node.type() == NodeType.EQ || node.type() == NodeType.NEQ) {
            Boolean equal = ConstantValue.equal(left, right);
            return equal == null ? Truth.UNKNOWN : Truth.of(equal == (node.type() == NodeType.EQ));
        }
        Integer order = ConstantValue.compare(left, right);
        if (order == null) {
            return Truth.UNKNOWN;
        }
        return Truth.of(switch (node.type()) {
            case EQ -> order == 0;
            case NEQ -> order != 0;
            case GT -> order > 0;
            case GTE -> order >= 0;
            case LT -> order < 0;
            default -> order <= 0;
        });
    }

    private static Truth is(SqlNode node) {
        if (node.children().size() != 2) {
            return Truth.UNKNOWN;
        }
        ConstantValue left = ConstantValue.of(node.children().get(0));
        SqlNode target = node.children().get(1);
        if (left == null) {
            return Truth.UNKNOWN;
        }
        if (target.type() == NodeType.NULL) {
            return Truth.of(left.isNull());
        }
        if (target.type() == NodeType.BOOLEAN) {
            Truth actual = ConstantValue.truthOf(left);
            return actual == Truth.UNKNOWN ? Truth.UNKNOWN : Truth.of(actual == truth(target));
        }
        return Truth.UNKNOWN;
    }

    private static Truth in(SqlNode node) {
        List<SqlNode> children = node.children();
        ConstantValue left = children.isEmpty() ? null : ConstantValue.of(children.get(0));
        if (left == null || children.size() < 2 || children.get(1).role() != Role.ITEM) {
            return Truth.UNKNOWN;
        }
        List<Truth> matches = new ArrayList<>();
        for (SqlNode item : children.subList(1, children.size())) {
            ConstantValue candidate = ConstantValue.of(item);
            if (candidate == null) {
                return Truth.UNKNOWN;
            }
            Boolean equal = left.isNull() || candidate.isNull() ? null : ConstantValue.equal(left, candidate);
            matches.add(left.isNull() || candidate.isNull() ? Truth.NULL : equal == null ? Truth.UNKNOWN : Truth.of(equal));
        }
        return Truth.or(matches);
    }

    private static Truth between(SqlNode node) {
        ConstantValue subject = node.children().isEmpty() ? null : ConstantValue.of(node.children().get(0));
        ConstantValue low = ConstantValue.of(node.child(Role.LOW));
        ConstantValue high = ConstantValue.of(node.child(Role.HIGH));
        if (subject == null || low == null || high == null) {
            return Truth.UNKNOWN;
        }
        if (subject.isNull() || low.isNull() || high.isNull()) {
            return Truth.NULL;
        }
        Integer fromLow = ConstantValue.compare(subject, low);
        Integer toHigh = ConstantValue.compare(subject, high);
        return fromLow == null || toHigh == null ? Truth.UNKNOWN : Truth.of(fromLow >= 0 && toHigh <= 0);
    }

    private static Truth like(SqlNode node) {
        if (node.children().size() != 2) {
            return Truth.UNKNOWN;
        }
        ConstantValue subject = ConstantValue.of(node.children().get(0));
        ConstantValue pattern = ConstantValue.of(node.children().get(1));
        if (subject == null || pattern == null) {
            return Truth.UNKNOWN;
        }
        if (subject.isNull() || pattern.isNull()) {
            return Truth.NULL;
        }
        String text = String.valueOf(subject.content());
        String glob = String.valueOf(pattern.content());
        if (text.length() > MAX_LIKE_LENGTH || glob.length() > MAX_LIKE_LENGTH) {
            return Truth.UNKNOWN;
        }
        boolean ignoreCase = node.type() == NodeType.ILIKE;
        return Truth.of(ignoreCase ? likeMatches(text.toLowerCase(Locale.ROOT), glob.toLowerCase(Locale.ROOT)) : likeMatches(text, glob));
    }

    /**
     * LIKE matching ({@code %} any run, {@code _} one character, backslash escapes) by the greedy
     * two-pointer method: at most length x length steps, where a regular expression could backtrack
     * exponentially on a crafted pattern.
     */
    static boolean likeMatches(String text, String pattern) {
        int t = 0;
        int p = 0;
        int starP = -1;
        int starT = -1;
        while (t < text.length()) {
            if (p < pattern.length()) {
                char c = pattern.charAt(p);
                if (c == '%') {
                    starP = p++;
                    starT = t;
                    continue;
                }
                boolean escaped = c == '\\' && p + 1 < pattern.length();
                char wanted = escaped ? pattern.charAt(p + 1) : c;
                if ((!escaped && c == '_') || text.charAt(t) == wanted) {
                    t++;
                    p += escaped ? 2 : 1;
                    continue;
                }
            }
            if (starP < 0) {
                return false;
            }
            p = starP + 1;
            t = ++starT;
        }
        while (p < pattern.length() && pattern.charAt(p) == '%') {
            p++;
        }
        return p == pattern.length();
    }

    private static SqlNode first(SqlNode node) {
        return node.children().isEmpty() ? null : node.children().get(0);
    }

    /** The text without whitespace (regex {@code \s}: space, tab, newlines, vertical tab, form feed) and double quotes. */
    private static String squeeze(String text) {
        StringBuilder kept = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean dropped = c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r' || c == '"';
            if (!dropped) {
                kept.append(c);
            }
        }
        return kept.toString();
    }
}
