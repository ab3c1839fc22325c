package io.nlguard.model.train;

import java.util.EnumSet;

import io.nlguard.guard.features.FeatureMatrix;
import io.nlguard.guard.rewrite.RewritePasses;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rewrite.Rewriter;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.score.NodeEvidence;
import io.nlguard.guard.score.NodeScorers;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;
import io.nlguard.guard.verdict.GuardSettings;
import io.nlguard.guard.verdict.StatementAnalyzer;
import io.nlguard.model.data.QueryPair;
import io.nlguard.model.label.NodeLabeler;
import io.nlguard.model.label.NodeLabels;

/**
 * One pair to rows: the prediction goes through the driver's own analysis (parse, rules, features,
 * with the driver's default settings), so a model learns from exactly the features it will be given at
 * run time; the gold query is parsed and the prediction's nodes are labelled against it (Algorithm 1).
 * The gold query is first normalized to PostgreSQL (the guard's normalize passes): it is the reference
 * of what was meant, and Spider's gold writes strings in double quotes, which PostgreSQL reads as
 * names, so a prediction that quotes a value correctly would otherwise be labelled wrong.
 * Thread-safe.
 */
public final class PairFeaturizer {

    private final StatementAnalyzer analyzer = StatementAnalyzer.of(GuardSettings.DEFAULT.withModel(NodeScorers.OFF));
    private final SqlParser parser = new SqlParser();
    private final Rewriter goldNormalizer = new Rewriter(parser, RewritePasses.all(), EnumSet.of(RewriteStage.NORMALIZE));
    private final NodeLabeler labeler = NodeLabeler.standard();

    /** The pair's rows, or why it has none. */
    public Outcome featurize(QueryPair pair, Catalog catalog) {
        NodeEvidence evidence = analyzer.evidence(pair.predicted(), catalog);
        if (evidence == null) {
            return new Skipped(parser.parse(pair.predicted()) instanceof ParsedSql
                    ? SkipReason.PREDICTED_NOT_ONE_QUERY : SkipReason.PREDICTED_UNPARSEABLE);
        }
        ParseResult gold = parser.parse(pair.gold());
        if (!(gold instanceof ParsedSql parsedGold) || parsedGold.statements().size() != 1) {
            return new Skipped(SkipReason.GOLD_UNPARSEABLE);
        }
        SqlTree goldTree = goldNormalizer.rewrite(parsedGold, catalog).parsed().first();
        SqlTree tree = evidence.tree();
        NodeLabels labels = labeler.label(tree, goldTree);
        NodeType[] types = new NodeType[tree.size()];
        boolean[] wrong = new boolean[tree.size()];
        for (int i = 0; i < types.length; i++) {
            types[i] = tree.node(i).type();
            wrong[i] = labels.isError(i);
        }
        return new Featurized(pair, evidence.features(), types, wrong);
    }

    /** What featurizing a pair gave. */
    public sealed interface Outcome permits Featurized, Skipped {
    }

    /** The prediction's rows: features, node types and labels, by node id. */
    public record Featurized(QueryPair pair, FeatureMatrix features, NodeType[] types, boolean[] wrong)
            implements Outcome {
    }

    public record Skipped(SkipReason reason) implements Outcome {
    }
}
