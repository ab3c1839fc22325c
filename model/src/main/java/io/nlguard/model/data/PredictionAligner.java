package io.nlguard.model.data;

import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Pairs raw prediction entries with gold questions by index. An entry is kept only if its index
 * has a gold question, no earlier entry took that index, and the db_id the entry names (if any)
 * is the gold question's; everything else, and every question left without a prediction, is
 * reported once as an {@link AlignmentProblem}.
 */
final class PredictionAligner {

    /** One entry as read: its claimed gold index, the SQL, and the db_id it names ({@code null} if none). */
    record Entry(int index, String sql, String dbId) {
    }

    private PredictionAligner() {
    }

    static PredictionFile align(String system, Benchmark benchmark, List<GoldQuery> gold, List<Entry> entries,
                                List<AlignmentProblem> readProblems, Charset charset) {
        List<AlignmentProblem> problems = new ArrayList<>(readProblems);
        Map<Integer, Prediction> byIndex = new TreeMap<>();
        Set<Integer> claimed = new HashSet<>();
        readProblems.forEach(p -> claimed.add(p.index()));
        for (Entry entry : entries) {
            int i = entry.index();
            claimed.add(i);
            if (i < 0 || i >= gold.size()) {
                problems.add(new AlignmentProblem(i, "no gold question with this index (gold has " + gold.size() + ")"));
            } else if (byIndex.containsKey(i)) {
                problems.add(new AlignmentProblem(i, "a second prediction for this question"));
            } else if (entry.dbId() != null && !entry.dbId().equals(gold.get(i).dbId())) {
                problems.add(new AlignmentProblem(i, "names db " + entry.dbId() + " but the gold question is on " + gold.get(i).dbId()));
            } else {
                byIndex.put(i, new Prediction(benchmark, system, i, gold.get(i).dbId(), entry.sql()));
            }
        }
        for (int i = 0; i < gold.size(); i++) {
            if (!claimed.contains(i)) { // rejected entries are already reported once
                problems.add(new AlignmentProblem(i, "no prediction for this question"));
            }
        }
        return new PredictionFile(system, benchmark, new ArrayList<>(byIndex.values()), problems, charset);
    }
}
