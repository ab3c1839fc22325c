package io.nlguard.cli.boundary;

/** What a question of the abstention set expects: SQL, a clarifying question (42NL1) or a rejection (42NL2). */
public enum Label {
    ANSWERABLE, CLARIFY, REJECT;

    public String json() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
