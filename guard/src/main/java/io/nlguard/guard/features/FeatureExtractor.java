package io.nlguard.guard.features;

import java.util.List;
import java.util.Objects;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlTree;

/**
 * Computes the feature vector of every node of a statement (section 3.2 of the node-level uncertainty
 * paper, plus catalog and rule-finding features): one row per node, every row of the same width, with
 * neutral defaults where a feature does not apply. Stateless and thread-safe; what it learns about a
 * catalog (name lists, key links, name distances) is cached per catalog snapshot.
 *
 * <p>The finding features count the rule findings passed in, and the question features read the
 * question passed in. A model must be trained on rows computed the same way it is scored: the guard
 * passes its findings and the caller's question in both, through
 * {@link #extract(SqlTree, Catalog, Scopes, List, Question)}.
 */
public final class FeatureExtractor {

    /** Rows of the statement's nodes, resolving scopes here, counting no findings, with no question. */
    public FeatureMatrix extract(SqlTree tree, Catalog catalog) {
        Objects.requireNonNull(tree, "tree");
        Objects.requireNonNull(catalog, "catalog");
        return extract(tree, catalog, Scopes.resolve(tree, catalog), List.of(), Question.NONE);
    }

    /**
     * Rows of the statement's nodes, reusing the guard's scope resolution of this tree and the rule
     * findings of this statement (a finding's {@link Finding#nodeId()} is the node's pre-order id;
     * findings that name no node count for the statement as a whole), with the question the statement
     * answers ({@link Question#NONE} when the caller gave none).
     */
    public FeatureMatrix extract(SqlTree tree, Catalog catalog, Scopes scopes, List<Finding> findings, Question question) {
        Objects.requireNonNull(tree, "tree");
        Objects.requireNonNull(catalog, "catalog");
        Objects.requireNonNull(scopes, "scopes");
        Objects.requireNonNull(question, "question");
        if (scopes.tree() != tree) {
            throw new IllegalArgumentException("the scopes were resolved for another tree");
        }
        Extraction extraction = new Extraction(tree, catalog, scopes, findings == null ? List.of() : findings, question);
        int width = NodeFeatures.width();
        double[] defaults = NodeFeatures.defaults();
        int[] nonZero = NodeFeatures.nonZeroDefaults();
        double[] values = new double[tree.size() * width];
        List<GroupFeatures> groups = NodeFeatures.GROUPS;
        List<SqlNode> nodes = tree.nodes();
        for (int id = 0; id < nodes.size(); id++) {
            int row = id * width;
            for (int i : nonZero) {
                values[row + i] = defaults[i]; // the rest of a fresh row is 0 already
            }
            SqlNode node = nodes.get(id);
            for (int g = 0; g < groups.size(); g++) {
                groups.get(g).fill(extraction, node, values, row + NodeFeatures.offset(g));
            }
        }
        return new FeatureMatrix(tree.size(), width, values);
    }
}
