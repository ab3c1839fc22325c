package io.nlguard.driver;

import io.nlguard.driver.config.ConfigSources;
import io.nlguard.driver.config.GuardConfig;
import io.nlguard.driver.nl.TargetOpener;
import io.nlguard.guard.nl.NlTranslator;
import io.nlguard.guard.verdict.StatementGuard;

import javax.sql.DataSource;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.logging.Logger;

/**
 * A {@link DataSource} for pools and frameworks. Either configured like the driver (a
 * {@code jdbc:nlguard:} URL, user, password, properties), or wrapping an existing target
 * DataSource whose connections it guards, with {@code nlguard.*} settings given as properties.
 */
public class NlGuardDataSource implements DataSource {

    private final DataSource target;
    private final Properties properties = new Properties();
    private volatile String url;
    /** Null: the built-in engine configured by the nlguard.* settings. */
    private volatile StatementGuard guard;
    /** Null: the class path's translator of NL: questions. */
    private volatile NlTranslator translator;
    private volatile PrintWriter logWriter;
    private volatile int loginTimeout;

    /** A data source configured by URL and properties. */
    public NlGuardDataSource() {
        this.target = null;
    }

    /** A data source that guards the connections of {@code target}. */
    public NlGuardDataSource(DataSource target) {
        this.target = Objects.requireNonNull(target, "target");
    }

    public String getUrl() {
        return url;
    }

    public void setUrl(String url) {
        this.url = url;
    }

    public String getUser() {
        return properties.getProperty("user");
    }

    public void setUser(String user) {
        setProperty("user", user);
    }

    public void setPassword(String password) {
        setProperty("password", password);
    }

    /** Sets an {@code nlguard.*} setting or, in URL mode, a property of the target driver. */
    public void setProperty(String key, String value) {
        synchronized (properties) {
            if (value == null) {
                properties.remove(key);
            } else {
                properties.setProperty(key, value);
            }
        }
    }

    public void setProperties(Properties more) {
        more.stringPropertyNames().forEach(name -> setProperty(name, more.getProperty(name)));
    }

    /** Replaces the analysis for the connections of this data source, e.g. with a guard of the application's own. */
    public void setStatementGuard(StatementGuard guard) {
        this.guard = Objects.requireNonNull(guard, "guard");
    }

    /** Answers the NL: questions of this data source's connections, instead of the class path's translator. */
    public void setNlTranslator(NlTranslator translator) {
        this.translator = Objects.requireNonNull(translator, "translator");
    }

    @Override
    public Connection getConnection() throws SQLException {
        if (target != null) {
            GuardConfig config = config();
            return NlGuardDriver.guard(target.getConnection(), config, guard, null, null,
                    TargetOpener.borrowing(target::getConnection),
                    translator);
        }
        return connectByUrl(snapshot());
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        if (target != null) {
            GuardConfig config = config();
            return NlGuardDriver.guard(target.getConnection(username, password), config, guard, null, username,
                    TargetOpener.borrowing(() -> target.getConnection(username, password)), translator);
        }
        Properties info = snapshot();
        info.setProperty("user", username);
        info.setProperty("password", password);
        return connectByUrl(info);
    }

    private Connection connectByUrl(Properties info) throws SQLException {
        String current = url;
        if (!NlGuardUrl.accepts(current)) {
            throw new SQLException("nlguard: NlGuardDataSource needs a jdbc:nlguard: URL or a target DataSource, "
                    + "got url=" + NlGuardUrl.redact(current), "08001");
        }
        return NlGuardDriver.connect(current, info, guard, translator);
    }

    /** Validated before a target connection is taken, so a bad setting cannot leak one. */
    private GuardConfig config() throws SQLException {
        return GuardConfig.from(ConfigSources.merge(snapshot(), Map.of()));
    }

    private Properties snapshot() {
        synchronized (properties) {
            Properties copy = new Properties();
            copy.putAll(properties);
            return copy;
        }
    }

    @Override
    public PrintWriter getLogWriter() throws SQLException {
        return target != null ? target.getLogWriter() : logWriter;
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        if (target != null) {
            target.setLogWriter(out);
        }
        logWriter = out;
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        if (target != null) {
            target.setLoginTimeout(seconds);
        }
        loginTimeout = seconds;
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return target != null ? target.getLoginTimeout() : loginTimeout;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("nlguard logs through SLF4J");
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        if (iface.isInstance(this)) {
            return iface.cast(this);
        }
        if (target != null) {
            return iface.isInstance(target) ? iface.cast(target) : target.unwrap(iface);
        }
        throw new SQLException("nlguard: NlGuardDataSource does not wrap a " + iface.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) throws SQLException {
        return iface.isInstance(this)
                || (target != null && (iface.isInstance(target) || target.isWrapperFor(iface)));
    }
}
