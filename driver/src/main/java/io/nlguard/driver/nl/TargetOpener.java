package io.nlguard.driver.nl;

import java.sql.Connection;
import java.sql.SQLException;

import io.nlguard.guard.nl.NlTarget;

/** Opens another real connection to the target, as the application's was opened (driver or DataSource). */
@FunctionalInterface
public interface TargetOpener {

    /** Used when the connection's origin is unknown: a translator then gets no connections of its own. */
    TargetOpener NONE = new TargetOpener() {
        @Override
        public Connection open() throws SQLException {
            throw new SQLException("nlguard: this connection cannot open another to its database "
                    + "(guarded from an existing connection)", "08001");
        }

        @Override
        public NlTarget.Access access() {
            return NlTarget.Access.NONE;
        }
    };

    Connection open() throws SQLException;

    /** A lambda is the target driver with the application's URL and properties, which may be pooled. */
    default NlTarget.Access access() {
        return NlTarget.Access.DRIVER;
    }

    /** Connections borrowed from the application's DataSource: a translator must not keep them. */
    static TargetOpener borrowing(TargetOpener dataSource) {
        return new TargetOpener() {
            @Override
            public Connection open() throws SQLException {
                return dataSource.open();
            }

            @Override
            public NlTarget.Access access() {
                return NlTarget.Access.DATA_SOURCE;
            }
        };
    }
}
