package io.nlguard.guard.rules.firewall;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * Sorts the WHERE, HAVING and ON conditions of a statement by what {@link ConstantFolder} can say
 * about them. Shared by {@link AlwaysTrueConditionRule} (the injection shapes) and
 * {@link ConstantConditionRule} (the harmless idioms), so each condition gets one verdict.
 */
final class ConditionCheck {

    enum Kind {
        /** An OR with a branch that is always true: {@code x OR 1=1}. */
        TRUE_OR_BRANCH,
        /** A whole condition that is always true through a column compared with itself: {@code WHERE a = a}. */
        SELF_TAUTOLOGY,
        /** A whole condition of constants only that is always true: {@code WHERE 1=1}, {@code WHERE TRUE}. */
        CONSTANT_TRUE,
        /** An always-true AND term: {@code WHERE 1=1 AND a = ?}, the query builders' idiom. */
        TRUE_AND_TERM,
        /**
         * A constant-false AND term beside other terms, other than the query builders' {@code 1=0}:
         * {@code id = 7 AND 1=2}, {@code AND 5376=3420 AND 'XSDD'='XSDD'}.
         */
        BLIND_PROBE,
        /**
         * In an OR branch, an AND term comparing quoted constants, true or false: {@code name = '' OR '1'='1'
         * AND pass = 'x'}, {@code name LIKE '%' OR '1'='1%'}: the quote an injection closed and the one the
         * application's own text closes.
         */
        QUOTED_TERM,
        /** A condition that is never true: {@code WHERE 1=0}. */
        NEVER_TRUE
    }

    /**
     * One verdict.
     *
     * @param clause    WHERE, HAVING, FILTER or ON, for messages
     * @param condition the whole condition
     * @param node      the part the verdict is about (the branch, the term, or the whole condition)
     */
    record Verdict(Kind kind, String clause, SqlNode condition, SqlNode node) {
    }

    private ConditionCheck() {
    }

    /** The key of the verdicts in {@link RuleContext#shared}. */
    private static final Object VERDICTS = new Object();

    /** The verdicts on one of the context's statements, judged once for both rules. */
    static List<Verdict> of(RuleContext context, SqlTree tree) {
        Map<SqlTree, List<Verdict>> byTree = context.shared(VERDICTS, c -> new IdentityHashMap<>(2));
        return byTree.computeIfAbsent(tree, ConditionCheck::of);
    }

    private static List<Verdict> of(SqlTree tree) {
        List<Verdict> verdicts = new ArrayList<>();
        for (SqlNode node : tree.nodes()) {
            if ((node.type() == NodeType.WHERE || node.type() == NodeType.HAVING) && !node.children().isEmpty()) {
                String clause = node.type() == NodeType.HAVING ? "HAVING" : "FILTER".equals(node.name()) ? "FILTER" : "WHERE";
                judge(clause, node.children().get(0), verdicts);
            } else if (node.type() == NodeType.JOIN) {
                for (SqlNode child : node.children()) {
                    if (child.role() == Role.ON) {
                        judge("ON", child, verdicts);
                    }
                }
            }
        }
        return verdicts;
    }

    /**
     * One verdict per condition, looking only at its top level: an OR branch nested under an AND
     * ({@code a < 10 AND (b < 5 OR 1=1)}) is bounded by the other AND terms and matches no more rows
     * than they do, so it is not the "matches every row" shape.
     */
    private static void judge(String clause, SqlNode condition, List<Verdict> verdicts) {
        List<SqlNode> branches = flatten(condition, NodeType.OR);
        if (branches.size() > 1) {
            for (SqlNode branch : branches) {
                if (ConstantFolder.truth(branch) == Truth.TRUE) {
                    verdicts.add(new Verdict(Kind.TRUE_OR_BRANCH, clause, condition, branch));
                    return;
                }
            }
        }
        if (branches.size() > 1) {
            for (SqlNode branch : branches) {
                for (SqlNode term : flatten(branch, NodeType.AND)) {
                    if (isQuotedComparison(term)) {
                        verdicts.add(new Verdict(Kind.QUOTED_TERM, clause, condition, term));
                        return;
                    }
                }
            }
        }
        List<SqlNode> terms = flatten(condition, NodeType.AND);
        SqlNode probe = terms.size() > 1 ? blindProbe(terms) : null;
        if (probe != null) {
            verdicts.add(new Verdict(Kind.BLIND_PROBE, clause, condition, probe));
            return;
        }
        Truth whole = ConstantFolder.truth(condition);
        if (whole == Truth.TRUE) {
            if (ConstantFolder.isLiteralOnly(condition)) {
                if (!(clause.equals("ON") && condition.type() == NodeType.BOOLEAN)) {
                    // ON TRUE is how PostgreSQL spells a lateral cross join: an idiom, not news
                    verdicts.add(new Verdict(Kind.CONSTANT_TRUE, clause, condition, condition));
                }
            } else {
                verdicts.add(new Verdict(Kind.SELF_TAUTOLOGY, clause, condition, condition));
            }
        } else if (whole == Truth.FALSE || whole == Truth.NULL) {
            verdicts.add(new Verdict(Kind.NEVER_TRUE, clause, condition, condition));
        } else {
            for (SqlNode term : terms) {
                if (ConstantFolder.truth(term) == Truth.TRUE) {
                    verdicts.add(new Verdict(Kind.TRUE_AND_TERM, clause, condition, term));
                    return;
                }
            }
        }
    }

    /**
     * The false term of a boolean blind injection probe, or null: a constant-false AND term beside a
     * constant-true one ({@code AND 5376=3420 AND 'XSDD'='XSDD'}), or beside any other term unless it is
     * the "no rows" idiom of query builders and ORMs ({@code 1=0}, {@code 1<>1}, {@code FALSE}): jOOQ,
     * Hibernate, Knex and SQLAlchemy write those for an empty IN list; {@code id = 7 AND 1=2} is a probe.
     * Only a term after the first counts: injected text follows the application's own predicate, and
     * {@code WHERE 1=2 AND ...} is a switch someone wrote. {@code WHERE 1=2} alone never reaches here.
     */
    private static SqlNode blindProbe(List<SqlNode> terms) {
        SqlNode falseTerm = null;
        SqlNode appendedFalseTerm = null;
        boolean trueTerm = false;
        for (int i = 0; i < terms.size(); i++) {
            SqlNode term = terms.get(i);
            if (!ConstantFolder.isLiteralOnly(term)) {
                continue;
            }
            Truth truth = ConstantFolder.truth(term);
            if (truth == Truth.FALSE && falseTerm == null) {
                falseTerm = term;
            }
            if (truth == Truth.FALSE && appendedFalseTerm == null && i > 0 && !isNoRowsIdiom(term)) {
                appendedFalseTerm = term;
            }
            trueTerm |= truth == Truth.TRUE;
        }
        return trueTerm ? falseTerm : appendedFalseTerm;
    }

    /** {@code FALSE}, {@code NOT TRUE}, or a comparison of the numbers 0 and 1 only ({@code 1=0}, {@code 0=1}, {@code 1<>1}). */
    private static boolean isNoRowsIdiom(SqlNode term) {
        SqlNode inner = unparenthesized(term);
        if (inner.type() == NodeType.BOOLEAN || inner.type() == NodeType.NOT) {
            return Nodes.subtree(inner).stream().allMatch(n -> n.type() == NodeType.BOOLEAN || n.type() == NodeType.NOT
                    || n.type() == NodeType.PAREN);
        }
        List<SqlNode> operands = inner.children();
        return operands.size() == 2 && operands.stream().allMatch(ConditionCheck::isZeroOrOne);
    }

    private static boolean isZeroOrOne(SqlNode node) {
        return node.type() == NodeType.LITERAL && ("0".equals(node.text()) || "1".equals(node.text()));
    }

    /**
     * A comparison of constants with a quoted string among them whose truth is known ({@code '1'='1'},
     * {@code 'a'=$x$a$x$}, {@code '1'='1%'}): query builders write {@code 1=1}, not quoted strings compared
     * with each other.
     */
    private static boolean isQuotedComparison(SqlNode term) {
        return term.type() != NodeType.BOOLEAN && term.type() != NodeType.LITERAL && ConstantFolder.isLiteralOnly(term)
                && ConstantFolder.truth(term) != Truth.UNKNOWN && hasQuotedLiteral(term);
    }

    private static boolean hasQuotedLiteral(SqlNode node) {
        if (node.type() == NodeType.LITERAL) {
            String text = node.text();
            return text.startsWith("'") || text.startsWith("$") || text.length() > 1 && text.charAt(1) == '\'';
        }
        for (SqlNode child : node.children()) {
            if (hasQuotedLiteral(child)) {
                return true;
            }
        }
        return false;
    }

    /** The operands of a chain of one operator, looking through parentheses: {@code (a OR b) OR c} gives a, b, c. */
    static List<SqlNode> flatten(SqlNode node, NodeType operator) {
        List<SqlNode> operands = new ArrayList<>();
        collect(node, operator, operands);
        return operands;
    }

    private static void collect(SqlNode node, NodeType operator, List<SqlNode> operands) {
        SqlNode inner = unparenthesized(node);
        if (inner.type() == operator) {
            for (SqlNode child : inner.children()) {
                collect(child, operator, operands);
            }
        } else {
            operands.add(node);
        }
    }

    private static SqlNode unparenthesized(SqlNode node) {
        SqlNode inner = node;
        while (inner.type() == NodeType.PAREN && inner.children().size() == 1) {
            inner = inner.children().get(0);
        }
        return inner;
    }
}
