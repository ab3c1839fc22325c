package io.nlguard.guard.score;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import io.nlguard.guard.features.FeatureMatrix;
import io.nlguard.guard.features.Question;
import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.rules.firewall.SystemCatalog;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * Scores a statement's nodes and turns the riskiest into findings: one per risky region of the tree
 * (a node and its own identifier are one place to look, not two), at most {@value #MAX_REPORTED},
 * each naming the node, its probability, the features that drove it, and the fix another rule knows.
 * <p>
 * Only statements of the kinds the model learned from are scored: queries, and the DML that reads and
 * writes rows the same way; never DDL or commands, whose names are new objects, not references. Whose
 * SQL it is ({@link SqlAuthor}) decides how the model speaks. On machine-written SQL, what it was trained
 * on, its probabilities are used as they are. On people's SQL they are moved to people's prior
 * ({@link PeoplePrior}), and where a rule already reports the node (an unknown name, an ungrouped column)
 * the model raises no alarm of its own: it adds its probability to that rule's finding.
 */
public final class NodeRiskAssessor {

    /** The rule id of risk findings. */
    public static final String RULE_ID = "risk.node";
    static final int MAX_REPORTED = 3;
    /** Said of probabilities moved to people's prior, so a reader knows which they are. */
    static final String PEOPLE_NOTE = ", as people's SQL";
    private static final int DRIVERS = 3;

    private final NodeScorer scorer;
    private final RiskThresholds thresholds;
    private final SqlAuthor author;

    public NodeRiskAssessor(NodeScorer scorer, RiskThresholds thresholds, SqlAuthor author) {
        this.scorer = scorer;
        this.thresholds = thresholds;
        this.author = author;
    }

    /** An assessor that takes every statement for a model's: the model's own view, as training and evaluation need. */
    public NodeRiskAssessor(NodeScorer scorer, RiskThresholds thresholds) {
        this(scorer, thresholds, SqlAuthor.MACHINE);
    }

    /**
     * Whether the model scores this statement: a query or DML, the kinds whose nodes it learned from. DDL
     * and commands name objects being made or changed, which to the model look like unknown references.
     */
    public static boolean scores(SqlTree tree) {
        return tree.kind().isQuery() || tree.kind().isWrite();
    }

    /**
     * The scores, and the findings for nodes over the thresholds, for a statement that answers
     * {@code question} ({@link Question#NONE} for none), which with {@code nlguard.sql-author=auto} says whose
     * SQL it is. A statement that reads system relations (pg_catalog, information_schema: what drivers and
     * database tools send) gets scores but no findings: their columns are not in the schema snapshot, so to
     * the model every name there looks unknown, and it never saw such queries in training.
     *
     * @param findings the rules' findings on the statement
     * @return the scores, and the findings: the rules' (on people's SQL, those the model agrees with carry its
     *         probability) followed by the model's own
     */
    public Assessment assess(SqlTree tree, FeatureMatrix features, List<Finding> findings, Question question) {
        SqlAuthor by = author.of(question);
        double[] p = scorer.probabilities(features);
        List<NodeScore> scores = new ArrayList<>(p.length);
        for (SqlNode node : tree.nodes()) {
            double probability = by == SqlAuthor.PEOPLE ? PeoplePrior.shift(p[node.id()]) : p[node.id()];
            scores.add(new NodeScore(node.id(), node.describe(), node.line(), node.column(), probability));
        }
        List<NodeScore> candidates = new ArrayList<>();
        for (NodeScore score : readsSystemRelations(tree) ? List.<NodeScore>of() : scores) {
            if (score.probability() >= thresholds.warn()) {
                candidates.add(score);
            }
        }
        candidates.sort(Comparator.comparingDouble(NodeScore::probability).reversed()
                .thenComparingInt(NodeScore::nodeId));
        List<Finding> all = new ArrayList<>(findings);
        RuleCorroboration corroboration = new RuleCorroboration(tree, all, scorer.id() + PEOPLE_NOTE);
        List<RiskyNode> riskiest = new ArrayList<>();
        List<Finding> risks = new ArrayList<>();
        for (NodeScore candidate : candidates) {
            if (riskiest.size() == MAX_REPORTED) {
                break;
            }
            if (overlapsReported(tree, candidate, riskiest)) {
                continue;
            }
            if (by == SqlAuthor.PEOPLE && corroboration.absorbs(candidate)) {
                continue; // the rule's finding is the one warning, now with the model's probability
            }
            RiskyNode risky = new RiskyNode(candidate, scorer.drivers(features, candidate.nodeId(), DRIVERS));
            riskiest.add(risky);
            risks.add(finding(risky, findings, by));
        }
        all.addAll(risks);
        return new Assessment(new NodeScores(scorer.id(), scores, riskiest), all);
    }

    private static boolean readsSystemRelations(SqlTree tree) {
        for (SqlNode node : tree.nodes()) {
            if (node.type() == NodeType.TABLE && SystemCatalog.isSystemTable(node)) {
                return true;
            }
        }
        return false;
    }

    private static boolean overlapsReported(SqlTree tree, NodeScore candidate, List<RiskyNode> reported) {
        SqlNode node = tree.node(candidate.nodeId());
        for (RiskyNode risky : reported) {
            SqlNode other = tree.node(risky.score().nodeId());
            if (isAncestor(other, node) || isAncestor(node, other)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isAncestor(SqlNode ancestor, SqlNode node) {
        for (SqlNode at = node.parent(); at != null; at = at.parent()) {
            if (at == ancestor) {
                return true;
            }
        }
        return false;
    }

    private Finding finding(RiskyNode risky, List<Finding> findings, SqlAuthor by) {
        NodeScore score = risky.score();
        Severity severity = score.probability() >= thresholds.block() ? Severity.BLOCK : Severity.WARN;
        String message = String.format(Locale.ROOT, "%s at %d:%d is probably wrong: p=%s (%s%s)%s.", score.node(),
                score.line(), score.column(), score.probabilityText(), scorer.id(),
                by == SqlAuthor.PEOPLE ? PEOPLE_NOTE : "", risky.drivenBy());
        return new Finding(RULE_ID, RuleCategory.RISK, severity, message, 0, score.nodeId(), score.node(),
                score.line(), score.column(), fixFor(score.nodeId(), findings));
    }

    /** The fix a rule already proposed for the same node, if any: the model says where, the rule says what. */
    private static String fixFor(int nodeId, List<Finding> findings) {
        for (Finding finding : findings) {
            if (finding.nodeId() == nodeId && finding.statement() == 0 && finding.fix() != null) {
                return finding.fix();
            }
        }
        return null;
    }

    /**
     * What scoring one statement gave.
     *
     * @param findings the rules' findings (some carrying the model's probability) and then the model's own
     */
    public record Assessment(NodeScores scores, List<Finding> findings) {
    }
}
