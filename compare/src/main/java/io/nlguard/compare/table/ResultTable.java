package io.nlguard.compare.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;

/**
 * A materialized result set: its schema and its rows, in the order the database returned them.
 * Every cell is held in the form {@link Cells#normalize} gives, whatever the caller passed, so two
 * tables can be compared with {@code equals}/{@code hashCode} on cells.
 *
 * @param columns   the schema: names and PostgreSQL type names
 * @param rows      the tuples; each has one cell per column (null for SQL NULL)
 * @param truncated whether the database had more rows than were read (see {@code max_result_rows})
 */
public record ResultTable(
        @JsonProperty("columns") List<ResultColumn> columns,
        @JsonProperty("rows") @JsonSerialize(using = RowsSerializer.class) List<List<Object>> rows,
        @JsonProperty("truncated") boolean truncated) {

    /** @throws IllegalArgumentException when a row's width differs from the schema's */
    public ResultTable {
        columns = List.copyOf(columns);
        List<List<Object>> normalized = new ArrayList<>(rows.size());
        for (List<?> row : rows) {
            if (row.size() != columns.size()) {
                throw new IllegalArgumentException("row " + normalized.size() + " has " + row.size()
                        + " cells for " + columns.size() + " columns");
            }
            Object[] cells = new Object[row.size()];
            for (int i = 0; i < cells.length; i++) {
                cells[i] = Cells.normalize(row.get(i));
            }
            normalized.add(Collections.unmodifiableList(Arrays.asList(cells)));
        }
        rows = Collections.unmodifiableList(normalized);
    }

    public int rowCount() {
        return rows.size();
    }

    public int columnCount() {
        return columns.size();
    }

    public Object cell(int row, int column) {
        return rows.get(row).get(column);
    }

    /** A table built row by row, for callers that hold values rather than a result set. */
    public static Builder builder(String... columnNames) {
        List<ResultColumn> columns = new ArrayList<>();
        for (String name : columnNames) {
            columns.add(new ResultColumn(name, null));
        }
        return new Builder(columns);
    }

    public static Builder builder(List<ResultColumn> columns) {
        return new Builder(columns);
    }

    /** Collects rows; cells are normalized when the table is built. */
    public static final class Builder {
        private final List<ResultColumn> columns;
        private final List<List<Object>> rows = new ArrayList<>();
        private boolean truncated;

        private Builder(List<ResultColumn> columns) {
            this.columns = List.copyOf(columns);
        }

        public Builder row(Object... cells) {
            rows.add(Arrays.asList(cells.clone()));
            return this;
        }

        public Builder truncated(boolean value) {
            truncated = value;
            return this;
        }

        public ResultTable build() {
            return new ResultTable(columns, rows, truncated);
        }
    }
}
