package io.nlguard.compare.instances;

/** Picks the {@link ValueGenerator} of a column's type; null for a type the generator cannot make values of. */
final class ValueGenerators {

    private ValueGenerators() {
    }

    static ValueGenerator of(ColumnSpec column) {
        return switch (column.family()) {
            case INTEGER -> IntegerValues.of(column.baseType());
            case NUMERIC -> DecimalValues.numeric(column.precision(), column.scale());
            case FLOAT -> DecimalValues.floating();
            case TEXT -> new TextValues(column.length());
            case BOOLEAN -> ChoiceValues.booleans();
            case DATE, TIMESTAMP, TIMESTAMPTZ, TIME -> new TemporalValues(column.family());
            case UUID -> ChoiceValues.uuids();
            case ENUM -> column.enumLabels().isEmpty() ? null : ChoiceValues.enumLabels(column.enumLabels());
            case ARRAY -> ChoiceValues.emptyArrays();
            case UNSUPPORTED -> null;
        };
    }
}
