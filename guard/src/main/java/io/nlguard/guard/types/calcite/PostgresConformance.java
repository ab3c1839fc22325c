package io.nlguard.guard.types.calcite;

import org.apache.calcite.sql.validate.SqlConformanceEnum;
import org.apache.calcite.sql.validate.SqlDelegatingConformance;

/**
 * Babel's conformance, minus two leniencies PostgreSQL does not have. Babel lets a SELECT item use
 * another item's alias (so an unknown column is reported as "depends on itself") and lets SELECT
 * name columns that are neither grouped nor aggregated; PostgreSQL rejects both.
 */
final class PostgresConformance extends SqlDelegatingConformance {

    static final PostgresConformance INSTANCE = new PostgresConformance();

    private PostgresConformance() {
        super(SqlConformanceEnum.BABEL);
    }

    @Override
    public SelectAliasLookup isSelectAlias() {
        return SelectAliasLookup.UNSUPPORTED;
    }

    @Override
    public boolean isNonStrictGroupBy() {
        return false;
    }
}
