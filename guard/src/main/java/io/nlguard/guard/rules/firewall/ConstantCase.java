package io.nlguard.guard.rules.firewall;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * Folds a CASE of constants: {@code CASE WHEN 4484=4484 THEN 1 ELSE 0 END} is 1. Only the branch that
 * is taken needs to be constant, as PostgreSQL evaluates no other; a WHEN that depends on the data
 * before the taken branch makes the whole CASE depend on it.
 */
final class ConstantCase {

    private ConstantCase() {
    }

    static ConstantValue of(SqlNode node) {
        SqlNode operandNode = node.child(Role.THIS);
        ConstantValue operand = operandNode == null ? null : ConstantValue.of(operandNode);
        if (operandNode != null && operand == null) {
            return null;
        }
        for (SqlNode branch : node.children()) {
            if (branch.type() != NodeType.IF || branch.children().size() != 2) {
                continue;
            }
            Truth taken = operandNode == null ? ConstantFolder.truth(branch.children().get(0))
                    : matches(operand, ConstantValue.of(branch.children().get(0)));
            if (taken == Truth.TRUE) {
                return ConstantValue.of(branch.children().get(1));
            }
            if (taken == Truth.UNKNOWN) {
                return null;
            }
        }
        SqlNode otherwise = node.child(Role.DEFAULT);
        return otherwise == null ? ConstantValue.NULL : ConstantValue.of(otherwise);
    }

    /** The simple CASE's test, {@code operand = value}: NULL never matches. */
    private static Truth matches(ConstantValue operand, ConstantValue value) {
        if (value == null) {
            return Truth.UNKNOWN;
        }
        if (operand.isNull() || value.isNull()) {
            return Truth.NULL;
        }
        Boolean equal = ConstantValue.equal(operand, value);
        return equal == null ? Truth.UNKNOWN : Truth.of(equal);
    }
}
