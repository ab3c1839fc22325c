package io.nlguard.nl.gloss;

import java.sql.Types;
import java.util.List;

/**
 * What kind of value a column holds, from its name's last word and its type: the words a question uses
 * for it ("when" for a date, "how much" for an amount) are what a name alone does not say.
 */
public final class TypeHint {

    private TypeHint() {
    }

    /** A short hint such as {@code date}, {@code amount}, {@code identifier}, {@code number}, {@code text}. */
    public static String of(List<String> nameWords, int jdbcType) {
        String last = nameWords.isEmpty() ? "" : nameWords.get(nameWords.size() - 1);
        switch (last) {
            case "id", "key", "code" -> { return "identifier"; }
            case "date", "time", "year", "day", "month", "timestamp" -> { return "date"; }
            case "amount", "price", "cost", "salary", "fee", "budget", "revenue", "total" -> { return "amount"; }
            case "name", "title" -> { return "name"; }
            case "count", "number", "num" -> { return "count"; }
            default -> { }
        }
        return switch (jdbcType) {
            case Types.DATE, Types.TIME, Types.TIMESTAMP, Types.TIMESTAMP_WITH_TIMEZONE, Types.TIME_WITH_TIMEZONE -> "date";
            case Types.INTEGER, Types.BIGINT, Types.SMALLINT, Types.TINYINT, Types.NUMERIC, Types.DECIMAL,
                 Types.REAL, Types.FLOAT, Types.DOUBLE -> "number";
            case Types.BOOLEAN, Types.BIT -> "flag";
            default -> "text";
        };
    }
}
