package io.nlguard.model.eval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import io.nlguard.model.train.NodeDataset;
import io.nlguard.model.train.OutOfFoldScores;
import io.nlguard.model.train.TrainedModel;
import io.nlguard.model.train.TrainingParameters;

/**
 * How much Experiments 2 and 3 owe to the three databases they test on. Every BIRD dev database is
 * tested in turn by two models of the shipped setting: Experiment 3's (trained on Spider dev, which
 * holds none of them) and one trained on the other BIRD dev databases (leave one database out). Both
 * uncalibrated: AUC is a ranking, and the left-out models have no calibration of their own. The goals
 * stay set on the three; this says whether those three are typical.
 *
 * @param rows one row per database (by name), then the three test databases pooled, then all pooled
 */
public record DatabaseSpread(List<Row> rows) {

    /**
     * One database or a pool of them.
     *
     * @param crossDataset   node AUC of the model trained on Spider dev
     * @param otherDatabases node AUC of the models trained without the database (each of a pool's
     *                       databases scored by its own)
     */
    public record Row(String name, int nodes, double wrongShare, double crossDataset, double otherDatabases) {
    }

    public DatabaseSpread {
        rows = List.copyOf(rows);
    }

    /** Scores {@code bird} with {@code crossDataset} and with a model per left-out database (one training each). */
    public static DatabaseSpread measure(NodeDataset bird, TrainedModel crossDataset) {
        List<String> databases = bird.queries().stream().map(query -> query.pair().dbId()).distinct().sorted().toList();
        String[] databaseOfRow = new String[bird.rows()];
        for (NodeDataset.LabeledQuery query : bird.queries()) {
            Arrays.fill(databaseOfRow, query.firstRow(), query.firstRow() + query.rows(), query.pair().dbId());
        }
        boolean[] labels = new boolean[bird.rows()];
        for (int row = 0; row < labels.length; row++) {
            labels[row] = bird.label(row);
        }
        double[] fromSpider = crossDataset.rawProbabilities(bird);
        double[] fromOthers = OutOfFoldScores.of(bird, TrainingParameters.compact(), databases.size(),
                pair -> databases.indexOf(pair.dbId()));
        Pool pool = new Pool(databaseOfRow, labels, fromSpider, fromOthers);
        List<Row> rows = new ArrayList<>();
        for (String database : databases) {
            rows.add(pool.row(database, Set.of(database)));
        }
        rows.add(pool.row("the three test databases, pooled", Experiments.HELD_OUT_DATABASES));
        rows.add(pool.row("all " + databases.size() + " databases, pooled", Set.copyOf(databases)));
        return new DatabaseSpread(rows);
    }

    /** The report's section: the table, and what the two models are. */
    public String markdown() {
        StringBuilder out = new StringBuilder("## Which databases are tested\n\n");
        out.append("Experiments 2 and 3 test on three BIRD dev databases (")
                .append(String.join(", ", new TreeSet<>(Experiments.HELD_OUT_DATABASES))).append("),"
                + " as the paper does, and the goals are set on those three. Here every BIRD dev database is tested in"
                + " turn by two models of the shipped setting, uncalibrated: Experiment 3's, trained on Spider dev"
                + " (which holds none of them), and one trained on the other BIRD dev databases (leave one database"
                + " out; for the three test databases this is not Experiment 2, whose model also leaves out the other"
                + " two). A pooled AUC can be lower than each database's own: it also ranks the nodes of one database"
                + " against another's.\n\n");
        out.append("| database | nodes | wrong | AUC, Spider dev → database | AUC, other BIRD dev databases → database |\n");
        out.append("|---|---:|---:|---:|---:|\n");
        for (Row row : rows) {
            out.append("| ").append(row.name()).append(" | ").append(row.nodes()).append(" | ")
                    .append(Percent.format(row.wrongShare())).append(" | ").append(Percent.format(row.crossDataset()))
                    .append(" | ").append(Percent.format(row.otherDatabases())).append(" |\n");
        }
        return out.append('\n').toString();
    }

    /** The rows of a set of databases, measured under both models. */
    private record Pool(String[] databaseOfRow, boolean[] labels, double[] fromSpider, double[] fromOthers) {

        Row row(String name, Set<String> databases) {
            int count = 0;
            for (String database : databaseOfRow) {
                count += databases.contains(database) ? 1 : 0;
            }
            boolean[] subLabels = new boolean[count];
            double[] spider = new double[count];
            double[] others = new double[count];
            int wrong = 0;
            for (int row = 0, next = 0; row < databaseOfRow.length; row++) {
                if (databases.contains(databaseOfRow[row])) {
                    subLabels[next] = labels[row];
                    spider[next] = fromSpider[row];
                    others[next++] = fromOthers[row];
                    wrong += labels[row] ? 1 : 0;
                }
            }
            return new Row(name, count, count == 0 ? Double.NaN : (double) wrong / count,
                    RocAuc.of(spider, subLabels), RocAuc.of(others, subLabels));
        }
    }
}
