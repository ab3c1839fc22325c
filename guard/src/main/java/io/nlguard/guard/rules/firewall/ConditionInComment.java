package io.nlguard.guard.rules.firewall;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlLexer;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlToken;
import io.nlguard.guard.sql.SqlToken.Kind;
import io.nlguard.guard.sql.SqlTree;

/**
 * A comment inside or after a WHERE, ON or HAVING condition whose text is itself a condition on a
 * column ({@code WHERE a = 1 -- and c = 1}, {@code WHERE a = 1 /* and c = 1 *}{@code / AND g = 1}): the
 * shape an injection leaves when it comments out the rest of the original condition (a tenant or
 * owner check), or code disabled by hand. The text is asked of the guard's own parser, so prose
 * ("-- and then we join orders", "-- French singers only") stays quiet: it does not parse as a condition.
 */
final class ConditionInComment {

    /** Longest comment body worth parsing: a condition hidden in a comment is short. */
    private static final int MAX_BODY = 400;

    private static final SqlParser PARSER = new SqlParser();

    /** Words that open a condition (or join one to another) and may lead the hidden text. */
    private static final Set<String> LEADING_WORDS = Set.of("AND", "OR", "WHERE", "HAVING", "ON");

    /** Keywords that start a clause; the nearest one before a comment says where the comment sits. */
    private static final Set<String> CLAUSE_WORDS = Set.of("SELECT", "FROM", "WHERE", "ON", "HAVING", "GROUP", "ORDER",
            "LIMIT", "OFFSET", "FETCH", "SET", "VALUES", "RETURNING", "USING", "JOIN", "WINDOW", "INTO", "UNION",
            "INTERSECT", "EXCEPT", "WITH", "INSERT", "UPDATE", "DELETE", "CREATE", "ALTER", "DROP", "FOR");

    private static final Set<String> CONDITION_CLAUSES = Set.of("WHERE", "ON", "HAVING");

    /** Predicates that test a value; a bare column or literal is no hidden condition. */
    private static final Set<NodeType> PREDICATES = Set.of(NodeType.EQ, NodeType.NEQ, NodeType.GT, NodeType.GTE,
            NodeType.LT, NodeType.LTE, NodeType.LIKE, NodeType.ILIKE, NodeType.SIMILAR, NodeType.REGEX, NodeType.IN,
            NodeType.BETWEEN, NodeType.IS, NodeType.EXISTS, NodeType.ANY);

    private static final Set<String> PREDICATE_WORDS = Set.of("LIKE", "ILIKE", "SIMILAR", "IN", "BETWEEN", "IS", "EXISTS",
            "ANY", "SOME", "ALL");

    private ConditionInComment() {
    }

    /** A comment inside a condition whose text may be a condition, to be confirmed by {@link #parsesAsConditionOnColumn}. */
    record Candidate(String clause, String body, String condition) {

        /** Why the comment hides a condition, for the finding. */
        String why() {
            return "the condition " + Nodes.quote(body.strip()) + " inside a " + clause
                    + " condition: commented-out conditions are how an injection cuts off the rest of a check (a tenant or owner filter)";
        }
    }

    /**
     * The comment as a candidate when it sits in a WHERE, ON or HAVING condition ({@code clause}, from
     * {@link #conditionClauses}, null elsewhere) and its text has a predicate's operator or keyword; null otherwise (cheap: no parse).
     */
    static Candidate candidate(String clause, String body) {
        String text = body.strip();
        if (clause == null || text.length() > MAX_BODY || text.startsWith("+")) {
            return null; // "+" opens an optimizer hint (/*+ IndexScan(t) */)
        }
        String condition = withoutLeadingWord(text);
        return condition.isEmpty() || !hasPredicateWord(condition) ? null : new Candidate(clause, body, condition);
    }

    /**
     * For each token, WHERE, ON or HAVING when the nearest clause keyword before it (outside the
     * parenthesised groups closed before it) is one of them, else null: one pass, however many comments.
     */
    static String[] conditionClauses(List<SqlToken> tokens) {
        String[] clauses = new String[tokens.size()];
        Deque<String> open = new ArrayDeque<>();
        String current = null;
        for (int i = 0; i < tokens.size(); i++) {
            SqlToken token = tokens.get(i);
            if (token.isComment()) {
                clauses[i] = current != null && CONDITION_CLAUSES.contains(current) ? current : null;
            } else if (token.kind() == Kind.SEMICOLON) {
                open.clear();
                current = null;
            } else if (token.is("(")) {
                open.push(current == null ? "" : current); // a group belongs to the clause it opens in
            } else if (token.is(")")) {
                current = open.isEmpty() ? current : emptyToNull(open.pop());
            } else if (CLAUSE_WORDS.contains(token.keyword())) {
                current = token.keyword();
            }
        }
        return clauses;
    }

    private static String emptyToNull(String text) {
        return text.isEmpty() ? null : text;
    }

    private static String withoutLeadingWord(String text) {
        for (SqlToken token : SqlLexer.lex(text)) {
            if (!token.isComment()) {
                return LEADING_WORDS.contains(token.keyword()) ? text.substring(token.end()).strip() : text;
            }
        }
        return text;
    }

    /** Whether the text has an operator or a predicate keyword, without which it cannot be a predicate. */
    private static boolean hasPredicateWord(String text) {
        for (SqlToken token : SqlLexer.lex(text)) {
            if (token.kind() == Kind.OPERATOR || PREDICATE_WORDS.contains(token.keyword())) {
                return true;
            }
        }
        return false;
    }

    /** Prefixes ending at a quote tried when the whole text does not parse: a bound on the work per comment. */
    private static final int QUOTE_PREFIXES = 6;

    /**
     * Whether {@code SELECT 1 WHERE <text>} parses, as one statement, to a predicate over a column; or a
     * prefix of it ending at a quote does: what an injection commented out is the statement's own rest,
     * glued on after the injected condition ({@code pass = 'x'' AND pass = 'x'}, {@code pass = 'x'%'}).
     */
    static boolean parsesAsConditionOnColumn(String text) {
        if (conditionOnColumn(text)) {
            return true;
        }
        int tried = 0;
        for (int quote = text.indexOf('\''); quote >= 0 && tried < QUOTE_PREFIXES; quote = text.indexOf('\'', quote + 1)) {
            String prefix = text.substring(0, quote + 1);
            if (prefix.indexOf('\'') < quote) { // a prefix with its string closed
                tried++;
                if (conditionOnColumn(prefix)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean conditionOnColumn(String text) {
        ParseResult result = PARSER.parse("SELECT 1 WHERE " + text);
        if (!(result instanceof ParsedSql parsed) || parsed.statements().size() != 1) {
            return false;
        }
        SqlTree tree = parsed.statements().get(0);
        for (SqlNode node : tree.nodes()) {
            if (PREDICATES.contains(node.type()) && mentionsColumn(node)) {
                return true;
            }
        }
        return false;
    }

    private static boolean mentionsColumn(SqlNode node) {
        if (node.type() == NodeType.COLUMN) {
            return true;
        }
        for (SqlNode child : node.children()) {
            if (mentionsColumn(child)) {
                return true;
            }
        }
        return false;
    }
}
