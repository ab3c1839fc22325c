package io.nlguard.guard.score;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * On people's SQL, a risky node that a rule already reports is one warning, not two: the rule's finding
 * says what is wrong and how to fix it, and the model's probability is added to it. A rule reports the
 * node when its finding is on the node, inside it, or on the node's parent (a flagged column and its
 * identifier are one place). Each finding takes the probability of the riskiest node it covers, once.
 */
final class RuleCorroboration {

    private final SqlTree tree;
    private final List<Finding> findings;
    private final String scorer;
    private final Set<Integer> annotated = new HashSet<>();

    /**
     * @param findings the statement's findings, in which corroborated ones are replaced
     * @param scorer   how the probability's source is named in the finding
     */
    RuleCorroboration(SqlTree tree, List<Finding> findings, String scorer) {
        this.tree = tree;
        this.findings = findings;
        this.scorer = scorer;
    }

    /** Whether a rule reports the node; the first such finding then carries the node's probability. */
    boolean absorbs(NodeScore score) {
        SqlNode node = tree.node(score.nodeId());
        boolean reported = false;
        for (int i = 0; i < findings.size(); i++) {
            Finding finding = findings.get(i);
            if (!isAlarm(finding) || !covers(finding, node)) {
                continue;
            }
            if (!reported && annotated.add(i)) {
                findings.set(i, withProbability(finding, score));
            }
            reported = true;
        }
        return reported;
    }

    /** A rule's warning or block about one node of the (single) statement. */
    private static boolean isAlarm(Finding finding) {
        return finding.category() != RuleCategory.RISK && finding.category() != RuleCategory.REWRITE
                && finding.severity().compareTo(Severity.WARN) >= 0 && finding.statement() == 0 && finding.nodeId() >= 0;
    }

    private boolean covers(Finding finding, SqlNode node) {
        if (finding.nodeId() >= tree.size()) {
            return false;
        }
        SqlNode reported = tree.node(finding.nodeId());
        if (reported == node || reported == node.parent()) {
            return true;
        }
        for (SqlNode at = reported.parent(); at != null; at = at.parent()) {
            if (at == node) {
                return true;
            }
        }
        return false;
    }

    private Finding withProbability(Finding finding, NodeScore score) {
        String message = finding.message() + " The node model agrees: p=" + score.probabilityText() + " (" + scorer + ").";
        return new Finding(finding.ruleId(), finding.category(), finding.severity(), message, finding.statement(),
                finding.nodeId(), finding.node(), finding.line(), finding.column(), finding.fix());
    }
}
