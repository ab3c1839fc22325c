package io.nlguard.model.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Reads a DIN-SQL authors' results CSV ({@code NLQ,PREDICTED SQL,GOLD SQL,DATABASE}, one row per
 * Spider dev question in dev order). Row i (after the header) is aligned to gold question i and
 * its DATABASE column must match the gold db_id.
 */
public final class DinSqlCsvReader {

    private DinSqlCsvReader() {
    }

    public static PredictionFile read(Path file, String system, Benchmark benchmark, List<GoldQuery> gold) throws IOException {
        TextFiles.Decoded decoded = TextFiles.read(file);
        List<List<String>> rows = CsvRows.parse(decoded.text());
        if (rows.isEmpty()) {
            throw new IllegalStateException(file + " is empty");
        }
        List<String> header = rows.get(0).stream().map(h -> h.strip().toUpperCase(Locale.ROOT)).toList();
        int sqlColumn = header.indexOf("PREDICTED SQL");
        int dbColumn = header.indexOf("DATABASE");
        if (sqlColumn < 0 || dbColumn < 0) {
            throw new IllegalStateException(file + ": expected PREDICTED SQL and DATABASE columns, found " + rows.get(0));
        }
        List<PredictionAligner.Entry> entries = new ArrayList<>();
        List<AlignmentProblem> problems = new ArrayList<>();
        for (int r = 1; r < rows.size(); r++) {
            List<String> row = rows.get(r);
            int index = r - 1;
            if (row.size() <= Math.max(sqlColumn, dbColumn)) {
                problems.add(new AlignmentProblem(index, "row has " + row.size() + " fields, fewer than the header"));
            } else {
                entries.add(new PredictionAligner.Entry(index, row.get(sqlColumn).strip(), row.get(dbColumn).strip()));
            }
        }
        return PredictionAligner.align(system, benchmark, gold, entries, problems, decoded.charset());
    }
}
