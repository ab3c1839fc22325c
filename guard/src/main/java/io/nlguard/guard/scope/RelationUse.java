package io.nlguard.guard.scope;

/** What a statement does with one relation name (a Table node): the one answer rules and features ask for. */
public enum RelationUse {
    /** Reads or writes a stored relation that must exist: FROM items, DML targets, ALTER, TRUNCATE, DROP, CREATE INDEX ON. */
    REFERENCE,
    /** Names a CTE visible where it stands, not a stored relation. */
    CTE,
    /** Names the relation the statement creates: CREATE TABLE / VIEW / MATERIALIZED VIEW, SELECT ... INTO. */
    DEFINITION,
    /** A stored relation the statement tolerates missing: DROP ... IF EXISTS, ALTER TABLE IF EXISTS. */
    OPTIONAL_REFERENCE,
    /** Names an object the catalog does not model: a sequence, index, function, type, schema. */
    OTHER_OBJECT;

    /** Whether PostgreSQL fails when the catalog has no relation of this name. */
    public boolean mustExist() {
        return this == REFERENCE;
    }
}
