package io.nlguard.compare.diagnose;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.compare.diagnose.ColumnMismatch.Severity;
import io.nlguard.compare.diagnose.ColumnMismatch.Status;
import io.nlguard.compare.result.ColumnCellMatch;
import io.nlguard.compare.result.ColumnNulls;
import io.nlguard.compare.result.ResultComparison;

/**
 * Builds {@code per_column_mismatch_map} from Layer 3's per-column cell counts: the aligned columns
 * in expected order, keyed by the expected column's name, then the expected columns left without
 * a partner ({@code missing}), then the actual ones ({@code extra}, keyed by their own name). A
 * name that occurs twice is keyed {@code name#2} the second time.
 */
final class ColumnMismatchMap {

    private ColumnMismatchMap() {
    }

    static Map<String, ColumnMismatch> of(ResultComparison result) {
        Map<String, ColumnMismatch> map = new LinkedHashMap<>();
        List<ColumnCellMatch> cells = result.columnCellMatches();
        List<ColumnNulls> nulls = result.nullHandlingDetails();
        for (int c = 0; c < cells.size(); c++) {
            ColumnCellMatch column = cells.get(c);
            ColumnNulls columnNulls = c < nulls.size() ? nulls.get(c) : null;
            int mismatched = column.comparedCells() - column.matchedCells();
            double rate = column.mismatchRate();
            put(map, column.expectedColumn(), new ColumnMismatch(column.actualColumn(), column.expectedColumn(),
                    mismatched == 0 ? Status.MATCH : Status.MISMATCH, rate, column.comparedCells(), mismatched,
                    columnNulls == null ? null : columnNulls.nullsActual(),
                    columnNulls == null ? null : columnNulls.nullsExpected(), Severity.of(rate)));
        }
        for (String missing : result.schemaMatch().unalignedExpected()) {
            put(map, missing, new ColumnMismatch(null, missing, Status.MISSING, 1.0, 0, 0, null, null, Severity.HIGH));
        }
        for (String extra : result.schemaMatch().unalignedActual()) {
            put(map, extra, new ColumnMismatch(extra, null, Status.EXTRA, 1.0, 0, 0, null, null, Severity.HIGH));
        }
        return Collections.unmodifiableMap(map);
    }

    private static void put(Map<String, ColumnMismatch> map, String name, ColumnMismatch entry) {
        String key = name;
        for (int n = 2; map.containsKey(key); n++) {
            key = name + "#" + n;
        }
        map.put(key, entry);
    }
}
