package io.nlguard.cli.boundary;

import java.util.List;

/**
 * What a gold query's structure says about its question: the columns it projects at the top (not inside an aggregate), its filters,
 * its grouping, every column it uses anywhere, and whether it ranks (ORDER BY with LIMIT, or MIN/MAX). The mutations decide from it where
 * they apply.
 */
public record GoldShape(List<ColumnUse> projected, List<Filter> filters, List<ColumnUse> grouped,
                        List<ColumnUse> ordered, List<ColumnUse> used, boolean ranks) {

    /** Every column the query uses outside its projection (a word naming one of them is not the projection's). */
    public List<ColumnUse> constrained() {
        return java.util.stream.Stream.of(filters.stream().map(Filter::column), grouped.stream(), ordered.stream())
                .flatMap(s -> s).toList();
    }
}
