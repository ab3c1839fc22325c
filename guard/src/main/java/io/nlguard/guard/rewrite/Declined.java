package io.nlguard.guard.rewrite;

/** A construct a pass recognised but left alone, and why (it could not be sure of the fix). */
public record Declined(String pass, String node, int line, int column, String reason) {

    public String describe() {
        return pass + " left " + node + " at " + line + ":" + column + " alone: " + reason;
    }
}
