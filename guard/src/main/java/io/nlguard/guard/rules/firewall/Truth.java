package io.nlguard.guard.rules.firewall;

import java.util.List;

/** SQL's three truth values, plus UNKNOWN for "depends on the data": what {@link ConstantFolder} decides. */
enum Truth {
    TRUE, FALSE, NULL, UNKNOWN;

    Truth not() {
        return switch (this) {
            case TRUE -> FALSE;
            case FALSE -> TRUE;
            default -> this;
        };
    }

    static Truth of(boolean value) {
        return value ? TRUE : FALSE;
    }

    /** SQL's AND: FALSE wins even over UNKNOWN operands. */
    static Truth and(List<Truth> operands) {
        return combine(operands, FALSE, TRUE);
    }

    /** SQL's OR: TRUE wins even over UNKNOWN operands. */
    static Truth or(List<Truth> operands) {
        return combine(operands, TRUE, FALSE);
    }

    private static Truth combine(List<Truth> operands, Truth dominant, Truth neutral) {
        boolean unknown = false;
        boolean sqlNull = false;
        for (Truth operand : operands) {
            if (operand == dominant) {
                return dominant;
            }
            unknown |= operand == UNKNOWN;
            sqlNull |= operand == NULL;
        }
        return unknown ? UNKNOWN : sqlNull ? NULL : neutral;
    }
}
