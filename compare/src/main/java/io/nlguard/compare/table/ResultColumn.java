package io.nlguard.compare.table;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * One attribute of a result's schema.
 *
 * @param name     the column label the database reports
 * @param typeName the PostgreSQL type name ({@code int4}, {@code numeric}, {@code text}, {@code _int4} for
 *                 an array...), or null when unknown
 */
public record ResultColumn(@JsonProperty("name") String name, @JsonProperty("type") String typeName) {

    public ResultColumn {
        if (name == null) {
            throw new IllegalArgumentException("a column needs a name");
        }
    }
}
