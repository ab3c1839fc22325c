package io.nlguard.model.train;

import java.util.EnumSet;
import java.util.Set;

import io.nlguard.guard.features.FeatureMatrix;
import io.nlguard.guard.features.Question;
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
 * One pair to rows. Both queries are first normalized to PostgreSQL by the guard's normalize passes, and
 * the prediction's rows are computed on its normalized form, by the driver's own analysis with that stage
 * applied (parse, rewrite, rules, features), so a model learns from exactly the features the driver gives
 * it then. The prediction's nodes are labelled against the normalized gold query (Algorithm 1).
 * Normalizing both sides is what keeps the labels about meaning: a prediction that writes SQLite's
 * {@code CAST(x AS REAL)} or {@code STRFTIME} just as its gold does is right, where normalizing only
 * the gold query would mark every such node wrong and teach the model that casts and date functions
 * are errors. (Spider's gold also writes strings in double quotes, which PostgreSQL reads as names.)
 * Thread-safe.
 */
public final class PairFeaturizer {

    /** The stage applied to both queries; {@code nlguard.rewrite=normalize} gives the driver the same view. */
    private static final Set<RewriteStage> NORMALIZE = EnumSet.of(RewriteStage.NORMALIZE);

    private final StatementAnalyzer analyzer = StatementAnalyzer.of(
            GuardSettings.DEFAULT.withModel(NodeScorers.OFF).withRewrite(NORMALIZE));
    private final SqlParser parser = new SqlParser();
    private final Rewriter goldNormalizer = new Rewriter(parser, RewritePasses.all(), NORMALIZE);
    private final NodeLabeler labeler = NodeLabeler.standard();

    /** The pair's rows, or why it has none. */
    public Outcome featurize(QueryPair pair, Catalog catalog) {
        NodeEvidence evidence = analyzer.evidence(pair.predicted(), catalog, Question.of(pair.question()));
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
