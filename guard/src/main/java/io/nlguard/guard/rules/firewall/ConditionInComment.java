package io.nlguard.guard.rules.firewall;

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

    private ConditionInComment() {
    }

    /**
     * Why the comment at {@code index} of {@code tokens} hides a condition ("the condition `and c=1` of
     * a WHERE"), or null when it sits outside a condition or its text is not a condition on a column.
     */
    static String find(List<SqlToken> tokens, int index, String body) {
        String clause = enclosingClause(tokens, index);
        if (clause == null || body.length() > MAX_BODY || body.strip().startsWith("+")) {
            return null; // "+" opens an optimizer hint (/*+ IndexScan(t) */)
        }
        String condition = withoutLeadingWord(body.strip());
        if (condition.isEmpty() || !isConditionOnColumn(condition)) {
            return null;
        }
        return "the condition " + Nodes.quote(body.strip()) + " inside a " + clause
                + " condition: commented-out conditions are how an injection cuts off the rest of a check (a tenant or owner filter)";
    }

    /**
     * WHERE, ON or HAVING when the nearest clause keyword before the comment (skipping parenthesised
     * groups it is not in) is one of them; null otherwise, and at a statement's start or after a {@code ;}.
     */
    static String enclosingClause(List<SqlToken> tokens, int index) {
        int depth = 0;
        for (int i = index - 1; i >= 0; i--) {
            SqlToken token = tokens.get(i);
            if (token.isComment()) {
                continue;
            }
            if (token.kind() == Kind.SEMICOLON) {
                return null;
            }
            if (token.is(")")) {
                depth++;
            } else if (token.is("(")) {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0 && CLAUSE_WORDS.contains(token.keyword())) {
                String word = token.keyword();
                return CONDITION_CLAUSES.contains(word) ? word : null;
            }
        }
        return null;
    }

    private static String withoutLeadingWord(String text) {
        for (SqlToken token : SqlLexer.lex(text)) {
            if (!token.isComment()) {
                return LEADING_WORDS.contains(token.keyword()) ? text.substring(token.end()).strip() : text;
            }
        }
        return text;
    }

    /** Whether {@code SELECT 1 WHERE <text>} parses, as one statement, to a predicate over a column. */
    private static boolean isConditionOnColumn(String text) {
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
