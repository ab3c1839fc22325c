package io.nlguard.guard.rules;

/**
 * One thing a rule found. It names the node by its paper label and text ({@code Column(c.nmae)})
 * and position, not by reference, so a cached report does not keep statement trees alive.
 *
 * @param nodeId    pre-order id of the node in its statement's tree, -1 when the finding is about the text
 * @param statement index of the statement in the string (0 for single statements)
 * @param fix       what to do about it, or null when no fix is known
 */
public record Finding(String ruleId, RuleCategory category, Severity severity, String message,
                      int statement, int nodeId, String node, int line, int column, String fix) {

    /** {@code [lint.unknown-column] column c.nmae at 1:16: ... Fix: ...} */
    public String describe() {
        StringBuilder text = new StringBuilder("[").append(ruleId).append("] ").append(message);
        if (fix != null) {
            text.append(" Fix: ").append(fix);
        }
        return text.toString();
    }
}
