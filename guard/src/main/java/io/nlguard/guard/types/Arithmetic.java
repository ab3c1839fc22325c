package io.nlguard.guard.types;

import io.nlguard.guard.sql.NodeType;

/** Result types of PostgreSQL's arithmetic operators over numbers, dates, timestamps and intervals. */
final class Arithmetic {

    private Arithmetic() {
    }

    static SqlType resultOf(NodeType operator, SqlType left, SqlType right) {
        // a quoted literal takes the other operand's type: date '...' - '2020-01-01' is date - date
        SqlType l = left == SqlType.UNTYPED_LITERAL ? right : left;
        SqlType r = right == SqlType.UNTYPED_LITERAL ? left : right;
        if (l == SqlType.NUMERIC && r == SqlType.NUMERIC) {
            return SqlType.NUMERIC;
        }
        return switch (operator) {
            case ADD -> add(l, r);
            case SUB -> subtract(l, r);
            case MUL -> scale(l, r);
            case DIV -> l == SqlType.INTERVAL && r == SqlType.NUMERIC ? SqlType.INTERVAL : SqlType.UNKNOWN;
            default -> SqlType.UNKNOWN;
        };
    }

    private static SqlType add(SqlType l, SqlType r) {
        if ((l == SqlType.DATE && r == SqlType.NUMERIC) || (l == SqlType.NUMERIC && r == SqlType.DATE)) {
            return SqlType.DATE;
        }
        if ((l.isDateLike() && r == SqlType.INTERVAL) || (l == SqlType.INTERVAL && r.isDateLike())) {
            return SqlType.TIMESTAMP;
        }
        if ((l == SqlType.TIME && r == SqlType.INTERVAL) || (l == SqlType.INTERVAL && r == SqlType.TIME)) {
            return SqlType.TIME;
        }
        return l == SqlType.INTERVAL && r == SqlType.INTERVAL ? SqlType.INTERVAL : SqlType.UNKNOWN;
    }

    private static SqlType subtract(SqlType l, SqlType r) {
        if (l == SqlType.DATE && r == SqlType.DATE) {
            return SqlType.NUMERIC;
        }
        if (l == SqlType.DATE && r == SqlType.NUMERIC) {
            return SqlType.DATE;
        }
        if (l.isDateLike() && r.isDateLike()) {
            return SqlType.INTERVAL;
        }
        if (l.isDateLike() && r == SqlType.INTERVAL) {
            return SqlType.TIMESTAMP;
        }
        if (l == SqlType.TIME && r == SqlType.INTERVAL) {
            return SqlType.TIME;
        }
        return l == SqlType.INTERVAL && r == SqlType.INTERVAL ? SqlType.INTERVAL : SqlType.UNKNOWN;
    }

    private static SqlType scale(SqlType l, SqlType r) {
        return (l == SqlType.INTERVAL && r == SqlType.NUMERIC) || (l == SqlType.NUMERIC && r == SqlType.INTERVAL)
                ? SqlType.INTERVAL : SqlType.UNKNOWN;
    }
}
