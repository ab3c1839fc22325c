package io.nlguard.guard.features;

/** The kind of a join, read from how the Join node spells it ({@code LEFT OUTER JOIN}, {@code ,}). */
enum JoinKind {
    INNER, LEFT, RIGHT, FULL, CROSS, COMMA, NATURAL;

    static JoinKind of(String spelled) {
        if (spelled == null || spelled.equals(",")) {
            return COMMA;
        }
        if (spelled.startsWith("NATURAL")) {
            return NATURAL;
        }
        if (spelled.contains("LEFT")) {
            return LEFT;
        }
        if (spelled.contains("RIGHT")) {
            return RIGHT;
        }
        if (spelled.contains("FULL")) {
            return FULL;
        }
        return spelled.contains("CROSS") ? CROSS : INNER;
    }
}
