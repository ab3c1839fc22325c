package io.nlguard.compare.request;

import com.fasterxml.jackson.annotation.JsonCreator;

import io.nlguard.compare.label.Label;

/**
 * Whether a NULL cell equals another NULL cell when results are compared.
 * <ul>
 *   <li>{@code strict}: NULL is a value like any other; NULL equals NULL and nothing else (what
 *       {@code IS NOT DISTINCT FROM}, {@code GROUP BY} and {@code INTERSECT} do);</li>
 *   <li>{@code sql_semantic}: three-valued logic, as {@code =} does: NULL equals nothing, not even
 *       NULL. A row holding a NULL in a compared column therefore matches no row at all, so two
 *       results that both contain such a row never pass the order-insensitive or order-sensitive
 *       comparison, and such rows count as unmatched in {@code row_overlap}; their NULL cells count
 *       as mismatched in {@code cell_overlap}.</li>
 * </ul>
 */
public enum NullEqualityMode implements Label {
    STRICT,
    SQL_SEMANTIC;

    /** @throws IllegalArgumentException for a name that is not a mode */
    @JsonCreator
    public static NullEqualityMode of(String value) {
        return Label.of(NullEqualityMode.class, value, "null_equality_mode");
    }

}
