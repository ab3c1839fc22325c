package io.nlguard.model.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Reads a one-prediction-per-line file (NL2SQL360's {@code *.sql}): line i is the prediction for
 * gold question i. Some files end each line with {@code <TAB>db_id}; others hold bare SQL that
 * may itself contain TABs. A file counts as db-suffixed when most of its lines end in a TAB and a
 * db_id of the benchmark; its lines are then checked against the gold db_id, and a line without
 * the suffix is reported rather than guessed at.
 */
public final class LinePredictionReader {

    private LinePredictionReader() {
    }

    public static PredictionFile read(Path file, String system, Benchmark benchmark, List<GoldQuery> gold) throws IOException {
        TextFiles.Decoded decoded = TextFiles.read(file);
        List<String> lines = decoded.lines();
        Set<String> dbIds = Set.copyOf(gold.stream().map(GoldQuery::dbId).toList());
        long suffixed = lines.stream().filter(line -> dbSuffix(line, dbIds) != null).count();
        boolean dbSuffixed = suffixed * 2 > lines.size();

        List<PredictionAligner.Entry> entries = new ArrayList<>(lines.size());
        List<AlignmentProblem> problems = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String dbId = dbSuffix(line, dbIds);
            if (!dbSuffixed) {
                entries.add(new PredictionAligner.Entry(i, line.strip(), null));
            } else if (dbId == null) {
                problems.add(new AlignmentProblem(i, "line lacks the <TAB>db_id ending the other lines have"));
            } else {
                entries.add(new PredictionAligner.Entry(i, line.substring(0, line.lastIndexOf('\t')).strip(), dbId));
            }
        }
        return PredictionAligner.align(system, benchmark, gold, entries, problems, decoded.charset());
    }

    /** The db_id after the line's last TAB, if it is one of the benchmark's. */
    private static String dbSuffix(String line, Set<String> dbIds) {
        int tab = line.lastIndexOf('\t');
        if (tab < 0) {
            return null;
        }
        String suffix = line.substring(tab + 1).strip();
        return dbIds.contains(suffix) ? suffix : null;
    }
}
