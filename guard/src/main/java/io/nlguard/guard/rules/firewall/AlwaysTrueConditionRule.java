package io.nlguard.guard.rules.firewall;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.SqlTree;

/**
 * {@code firewall.always-true-condition}: a WHERE, ON or HAVING condition with an always-true OR
 * branch ({@code x OR 1=1}, {@code OR 'a'='a'}, {@code OR TRUE}, {@code OR 2>1}, {@code OR NOT 1=0}),
 * the classic injection shape, or one that is always true because it compares a column with itself.
 * Only the condition's top OR level counts: {@code a < 10 AND (b < 5 OR 1=1)} is bounded by its AND.
 * Also the boolean blind probe: a constant-false AND term beside others ({@code id = 7 AND 1=2},
 * {@code AND 5376=3420 AND 'XSDD'='XSDD'}; the builders' {@code 1=0} is left alone), and an OR branch
 * holding a comparison of quoted constants ({@code name = '' OR '1'='1' AND pass = 'x'}, {@code OR '1'='1%'}). Constants are decided by {@link ConstantFolder}
 * (functions, CASE, casts, scalar subqueries of constants included). Constant-only conditions without
 * an OR ({@code WHERE 1=1 AND ...}, {@code WHERE 1=0}) are idioms and go to {@link ConstantConditionRule}.
 */
public final class AlwaysTrueConditionRule extends FirewallRule {

    public AlwaysTrueConditionRule() {
        super("always-true-condition", Severity.BLOCK,
                "A condition with an always-true OR branch (x OR 1=1, OR 'a'='a') or comparing a column with itself.");
    }

    @Override
    public void check(RuleContext context) {
        for (SqlTree tree : context.statements()) {
            for (ConditionCheck.Verdict verdict : ConditionCheck.of(context, tree)) {
                switch (verdict.kind()) {
                    case TRUE_OR_BRANCH -> report(context, verdict.node(), Nodes.quote(verdict.node()) + " is always true, so the "
                                    + verdict.clause() + " condition " + Nodes.quote(verdict.condition()) + " at "
                                    + verdict.condition().position() + " matches every row: the classic injection shape (' OR 1=1).",
                            "Bind user input as parameters instead of splicing it into the SQL text; drop the always-true branch.");
                    case SELF_TAUTOLOGY -> report(context, verdict.node(), Nodes.quote(verdict.node())
                                    + (ConstantFolder.isSelfComparison(verdict.node()) ? " compares a column with itself" : " is decided by its constant parts")
                                    + ", so the " + verdict.clause() + " condition is always true for"
                                    + (verdict.clause().equals("ON") ? " non-null values and the join pairs every row with every row (a cross join)."
                                    : " non-null values and filters nothing."),
                            "Compare with the intended column or value.");
                    case BLIND_PROBE -> report(context, verdict.node(), Nodes.quote(verdict.node()) + " is always false, an AND term of the "
                                    + verdict.clause() + " condition " + Nodes.quote(verdict.condition()) + " at "
                                    + verdict.condition().position() + ": the false half of a boolean blind injection probe"
                                    + " (id = 7 AND 1=2, AND 5376=3420 AND 'XSDD'='XSDD'); query builders write 1=0 for no rows.",
                            "Bind user input as parameters instead of splicing it into the SQL text.");
                    case QUOTED_TERM -> report(context, verdict.node(), Nodes.quote(verdict.node())
                                    + " compares quoted constants, inside an OR branch of the "
                                    + verdict.clause() + " condition " + Nodes.quote(verdict.condition()) + " at "
                                    + verdict.condition().position() + ": the shape of ' OR '1'='1 spliced before the"
                                    + " application's own AND, the injected quote and the application's closing one.",
                            "Bind user input as parameters instead of splicing it into the SQL text.");
                    default -> {
                        // the constant idioms are ConstantConditionRule's
                    }
                }
            }
        }
    }
}
