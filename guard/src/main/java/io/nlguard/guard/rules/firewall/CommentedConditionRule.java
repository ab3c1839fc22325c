package io.nlguard.guard.rules.firewall;

import java.util.List;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.SqlToken;

/**
 * {@code firewall.commented-condition}: a condition on a column commented out of a WHERE, ON or
 * HAVING ({@code WHERE id = 1001 -- AND user_id = 42}), see {@link ConditionInComment}. A rule of its
 * own beside {@code firewall.comment-hiding-code} so that an interactive SQL console, where people
 * comment conditions out while exploring, can re-grade it to warn without losing the other checks.
 * Comments that rule already reports are left to it. Works on tokens, parsed statement or not.
 */
public final class CommentedConditionRule extends FirewallRule {

    /** Comments parsed per string at most: each parse is short, but a string may hold thousands of comments. */
    static final int MAX_PARSES = 64;

    public CommentedConditionRule() {
        super("commented-condition", Severity.BLOCK,
                "A condition on a column commented out of a WHERE, ON or HAVING (WHERE id = 1001 -- AND user_id = 42); prose comments pass.");
    }

    @Override
    public boolean checksUnparsed() {
        return true;
    }

    @Override
    public void check(RuleContext context) {
        List<SqlToken> tokens = context.tokens();
        if (!hasComment(tokens)) {
            return; // most statements have none: no clause of every token to work out
        }
        String[] clauses = ConditionInComment.conditionClauses(tokens);
        int parses = 0;
        for (int i = 0; i < tokens.size(); i++) {
            SqlToken comment = tokens.get(i);
            if (!comment.isComment() || clauses[i] == null) {
                continue;
            }
            String body = CommentHidingCodeRule.body(comment);
            if (CodeInComment.find(body) != null) {
                continue; // firewall.comment-hiding-code's finding
            }
            ConditionInComment.Candidate candidate = ConditionInComment.candidate(clauses[i], body);
            if (candidate == null) {
                continue;
            }
            if (parses == MAX_PARSES) {
                // past the budget, fail closed (once): padding a string with comments must not buy an unchecked one
                report(context, comment, "text like a condition inside a " + candidate.clause() + " condition, after " + MAX_PARSES
                        + " such comments in one string (too many to check one by one)");
                return;
            }
            parses++;
            if (ConditionInComment.parsesAsConditionOnColumn(candidate.condition())) {
                report(context, comment, candidate.why());
            }
        }
    }

    private static boolean hasComment(List<SqlToken> tokens) {
        for (SqlToken token : tokens) {
            if (token.isComment()) {
                return true;
            }
        }
        return false;
    }

    private void report(RuleContext context, SqlToken comment, String why) {
        report(context, "Comment(" + CommentHidingCodeRule.shortText(comment) + ")", comment, "holds " + why + ".",
                "Remove the commented-out condition; bind user input as parameters so it cannot open a comment.");
    }
}
