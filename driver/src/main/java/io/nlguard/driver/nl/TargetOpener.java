package io.nlguard.driver.nl;

import java.sql.Connection;
import java.sql.SQLException;

/** Opens another real connection to the target, as the application's was opened (driver or DataSource). */
@FunctionalInterface
public interface TargetOpener {

    /** Used when the connection's origin is unknown: a translator then gets no connections of its own. */
    TargetOpener NONE = () -> {
        throw new SQLException("nlguard: this connection cannot open another to its database "
                + "(guarded from an existing connection)", "08001");
    };

    Connection open() throws SQLException;
}
