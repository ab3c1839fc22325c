package io.nlguard.compare.instances;

/** What a harvested literal is, which decides the column types it may be put into. */
enum LiteralKind {
    STRING, NUMBER, DATE, TIMESTAMP, TIME, BOOLEAN
}
