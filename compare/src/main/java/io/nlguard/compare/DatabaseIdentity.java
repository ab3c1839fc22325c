package io.nlguard.compare;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;

/**
 * {@code run_metadata.database}: which database a comparison ran on, as
 * {@code PostgreSQL 16.2 at host:port/name}, from the connection's metadata. The URL's parameters
 * (which may hold credentials) are left out.
 */
final class DatabaseIdentity {

    static final String UNKNOWN = "unknown";

    private DatabaseIdentity() {
    }

    static String of(Connection connection) {
        try {
            DatabaseMetaData meta = connection.getMetaData();
            String url = meta.getURL();
            String where = url == null ? UNKNOWN : withoutParameters(url.replaceFirst("^jdbc:[a-z]+://", ""));
            return meta.getDatabaseProductName() + " " + meta.getDatabaseProductVersion() + " at " + where;
        } catch (SQLException e) {
            return UNKNOWN;
        }
    }

    private static String withoutParameters(String url) {
        int query = url.indexOf('?');
        return query < 0 ? url : url.substring(0, query);
    }
}
