package io.nlguard.guard.sql;

import net.sf.jsqlparser.statement.select.Join;

/** The kind of a join as SQL spells it: {@code JOIN}, {@code LEFT JOIN}, {@code CROSS JOIN}, {@code ,}. */
final class JoinKinds {

    private JoinKinds() {
    }

    static String of(Join join) {
        if (join.isSimple()) {
            return ",";
        }
        StringBuilder kind = new StringBuilder();
        if (join.isNatural()) {
            kind.append("NATURAL ");
        }
        if (join.isLeft()) {
            kind.append("LEFT ");
        } else if (join.isRight()) {
            kind.append("RIGHT ");
        } else if (join.isFull()) {
            kind.append("FULL ");
        } else if (join.isCross()) {
            kind.append("CROSS ");
        } else if (join.isInner()) {
            kind.append("INNER ");
        }
        if (join.isOuter()) {
            kind.append("OUTER ");
        }
        return kind.append("JOIN").toString();
    }
}
