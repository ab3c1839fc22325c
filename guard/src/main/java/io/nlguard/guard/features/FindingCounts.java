package io.nlguard.guard.features;

import java.util.List;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * The rule findings of a statement counted per node: on the node, on its ancestors, below it and in
 * the whole statement, per rule category, with the highest severity. Findings that name no node
 * (node id -1) count for the statement only.
 */
final class FindingCounts {

    /**
     * The categories counted: those the rules report before features are computed. Rewrite and risk
     * findings join the report afterwards, so counting them would give features that are always 0.
     */
    static final List<RuleCategory> COUNTED = List.of(RuleCategory.FIREWALL, RuleCategory.LINT);
    static final int CATEGORIES = COUNTED.size();

    private final boolean empty;
    private int[] onNode;
    private int[] onAncestors;
    private int[] belowNode;
    /** Severity ordinal + 1, 0 for none. */
    private int[] severityOnNode;
    private int[] severityOnAncestors;
    private final int[] inStatement = new int[CATEGORIES];
    private int severityInStatement;

    FindingCounts(SqlTree tree, List<Finding> findings) {
        this.empty = findings.isEmpty();
        if (empty) {
            return;
        }
        int n = tree.size();
        onNode = new int[n * CATEGORIES];
        onAncestors = new int[n * CATEGORIES];
        belowNode = new int[n];
        severityOnNode = new int[n];
        severityOnAncestors = new int[n];
        for (Finding finding : findings) {
            int category = COUNTED.indexOf(finding.category());
            if (category < 0) {
                continue;
            }
            int severity = finding.severity() == null ? 0 : finding.severity().ordinal() + 1;
            inStatement[category]++;
            severityInStatement = Math.max(severityInStatement, severity);
            int id = finding.nodeId();
            if (id >= 0 && id < n) {
                onNode[id * CATEGORIES + category]++;
                severityOnNode[id] = Math.max(severityOnNode[id], severity);
            }
        }
        List<SqlNode> nodes = tree.nodes();
        for (int id = 0; id < n; id++) {
            SqlNode parent = nodes.get(id).parent();
            if (parent != null) {
                int p = parent.id();
                for (int c = 0; c < CATEGORIES; c++) {
                    onAncestors[id * CATEGORIES + c] = onAncestors[p * CATEGORIES + c] + onNode[p * CATEGORIES + c];
                }
                severityOnAncestors[id] = Math.max(severityOnAncestors[p], severityOnNode[p]);
            }
        }
        for (int id = n - 1; id > 0; id--) {
            int p = nodes.get(id).parent().id();
            belowNode[p] += belowNode[id] + total(onNode, id);
        }
    }

    boolean isEmpty() {
        return empty;
    }

    int onNode(SqlNode node, int category) {
        return empty ? 0 : onNode[node.id() * CATEGORIES + category];
    }

    int onAncestors(SqlNode node, int category) {
        return empty ? 0 : onAncestors[node.id() * CATEGORIES + category];
    }

    int inStatement(int category) {
        return inStatement[category];
    }

    /** All findings on the node's descendants. */
    int belowNode(SqlNode node) {
        return empty ? 0 : belowNode[node.id()];
    }

    int severityOnNode(SqlNode node) {
        return empty ? 0 : severityOnNode[node.id()];
    }

    int severityOnAncestors(SqlNode node) {
        return empty ? 0 : severityOnAncestors[node.id()];
    }

    int severityInStatement() {
        return severityInStatement;
    }

    private static int total(int[] counts, int id) {
        int sum = 0;
        for (int c = 0; c < CATEGORIES; c++) {
            sum += counts[id * CATEGORIES + c];
        }
        return sum;
    }
}
