package io.nlguard.driver;

import io.nlguard.driver.config.ConfigSources;
import io.nlguard.driver.config.GuardConfig;
import io.nlguard.driver.config.Mode;
import io.nlguard.driver.config.Setting;
import io.nlguard.driver.jdbc.GuardedConnection;
import io.nlguard.driver.nl.Questions;
import io.nlguard.driver.nl.TargetOpener;
import io.nlguard.guard.nl.NlTranslator;
import io.nlguard.guard.nl.NlTranslators;
import io.nlguard.guard.schema.CatalogCache;
import io.nlguard.guard.schema.CatalogSource;
import io.nlguard.guard.verdict.GuardWarmUp;
import io.nlguard.guard.verdict.StatementGuard;

import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.logging.Logger;

/**
 * The {@code jdbc:nlguard:} driver. {@code jdbc:nlguard:postgresql://h/db?x=1} connects through
 * whatever driver accepts {@code jdbc:postgresql://h/db?x=1}, after the {@code nlguard.*} settings
 * have been taken out of the URL and properties, and guards the connection it returns.
 */
public final class NlGuardDriver implements Driver {

    public static final int MAJOR_VERSION = 0;
    public static final int MINOR_VERSION = 1;

    private static final NlGuardDriver INSTANCE = new NlGuardDriver();

    static {
        try {
            DriverManager.registerDriver(INSTANCE);
        } catch (SQLException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    @Override
    public Connection connect(String url, Properties info) throws SQLException {
        return acceptsURL(url) ? connect(url, info, null) : null;
    }

    /** Connects with a given guard (null: the built-in engine); the DataSource uses this for guards set in code. */
    static Connection connect(String url, Properties info, StatementGuard guard) throws SQLException {
        return connect(url, info, guard, null);
    }

    /** As {@link #connect(String, Properties, StatementGuard)}, with a translator of questions (null: the class path's). */
    static Connection connect(String url, Properties info, StatementGuard guard, NlTranslator translator)
            throws SQLException {
        NlGuardUrl parsed = NlGuardUrl.parse(url);
        GuardConfig config = GuardConfig.from(ConfigSources.merge(info, parsed.settings()));
        if (config.mode() != Mode.OFF && guard == null) {
            // the model and the parser load while the target connects and the catalog is read
            GuardWarmUp.start(config.analysis());
        }
        if (config.mode() != Mode.OFF && config.liveCatalog()) {
            SnapshotThreads.prepareOnce(() -> CatalogCache.shared(config.catalogTtl()));
        }
        Driver target = TargetDriverLocator.find(parsed.targetUrl(), config.targetDriver());
        Properties targetInfo = ConfigSources.withoutGuardKeys(info);
        Connection real = target.connect(parsed.targetUrl(), targetInfo);
        if (real == null) {
            throw new SQLException("nlguard: the driver " + target.getClass().getName()
                    + " returned no connection for " + NlGuardUrl.redact(parsed.targetUrl()), "08001");
        }
        String user = info == null ? null : info.getProperty("user");
        TargetOpener opener = () -> target.connect(parsed.targetUrl(), targetInfo);
        return guard(real, config, guard, parsed.targetUrl(), user, opener, translator, session(parsed, targetInfo),
                searchPathProperties(targetInfo));
    }

    /**
     * The properties that set which schemas a fresh session sees ({@code currentSchema}, {@code options}), for the
     * key questions share pools and indexes by: two connections to one URL with other schemas see other tables.
     */
    private static String searchPathProperties(Properties targetInfo) {
        Map<String, String> scope = new java.util.TreeMap<>();
        targetInfo.stringPropertyNames().stream()
                .filter(name -> name.equalsIgnoreCase("currentSchema") || name.equalsIgnoreCase("options"))
                .forEach(name -> scope.put(name, targetInfo.getProperty(name)));
        return scope.isEmpty() ? "" : " " + scope;
    }

    /** What decides a fresh session's search path on the client side: the target URL and properties, no password. */
    private static String session(NlGuardUrl parsed, Properties targetInfo) {
        Map<String, String> properties = new java.util.TreeMap<>();
        targetInfo.stringPropertyNames().stream().filter(name -> !name.equalsIgnoreCase("password"))
                .forEach(name -> properties.put(name, targetInfo.getProperty(name)));
        return parsed.targetUrl() + " " + properties;
    }

    /**
     * With {@code nlguard.mode=off} the real connection itself is handed out: a pure pass-through.
     * Otherwise the schema is taken from the shared cache, read in the background on a connection of its
     * own ({@link ConnectionCatalog}), or, for a connection guarded from an existing one, read before the
     * application gets it. {@code url} and {@code user} key the cache; null means ask the connection.
     */
    static Connection guard(Connection real, GuardConfig config, StatementGuard guard, String url, String user)
            throws SQLException {
        return guard(real, config, guard, url, user, TargetOpener.NONE, null);
    }

    /**
     * As above; {@code opener} opens further connections to the target for the translator of questions, and
     * {@code translator} answers them (null: the class path's, looked up at the first question).
     */
    static Connection guard(Connection real, GuardConfig config, StatementGuard guard, String url, String user,
                            TargetOpener opener, NlTranslator translator) throws SQLException {
        return guard(real, config, guard, url, user, opener, translator, null, "");
    }

    /**
     * As above; {@code session} (null: unknown) keys the search path fresh sessions get (see {@link ConnectionCatalog}),
     * {@code searchPath} the target's properties that choose it, part of the key questions share pools by.
     */
    private static Connection guard(Connection real, GuardConfig config, StatementGuard guard, String url, String user,
                                    TargetOpener opener, NlTranslator translator, String session, String searchPath)
            throws SQLException {
        if (config.mode() == Mode.OFF) {
            return real;
        }
        try {
            String loginRole = loginRole(real);
            // the catalog's key first (a snapshot the cache lacks is read in the background); meanwhile the
            // warm-up reads the model the engine needs
            CatalogSource catalog = CatalogSource.UNAVAILABLE;
            String targetUrl = url != null ? url : real.getMetaData().getURL();
            if (config.liveCatalog()) {
                String targetUser = user != null ? user : loginRole;
                catalog = ConnectionCatalog.open(real, targetUrl, targetUser, session, config, opener);
            }
            StatementGuard effective = guard != null ? guard : EngineOnFirstUse.of(config);
            // a guard set in code judges the answers to questions too; the built-in one is made at the first question
            StatementInterceptor interceptor = new StatementInterceptor(effective, guard, config, catalog, loginRole);
            Questions questions = new Questions(interceptor, real,
                    translator != null ? () -> Optional.of(translator) : NlTranslators::fromClassPath, opener,
                    NlGuardUrl.redact(targetUrl) + " as " + (user != null ? user : loginRole) + searchPath);
            return new GuardedConnection(real, interceptor, questions);
        } catch (SQLException | RuntimeException e) {
            real.close(); // nobody else holds it: do not leak the target connection
            throw e;
        }
    }

    /**
     * The role the connection logged in as, which the firewall lets {@code SET ROLE} return to (Flyway does
     * on every connection it hands back). pgjdbc answers from the login it made, without a round trip;
     * null when the driver cannot say.
     */
    private static String loginRole(Connection real) {
        try {
            return real.getMetaData().getUserName();
        } catch (SQLException | RuntimeException e) {
            return null;
        }
    }

    @Override
    public boolean acceptsURL(String url) {
        return NlGuardUrl.accepts(url);
    }

    /** nlguard's own settings with their current values, then the target driver's properties. */
    @Override
    public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) throws SQLException {
        NlGuardUrl parsed = acceptsURL(url) ? NlGuardUrl.parse(url) : null;
        Map<String, String> current = ConfigSources.merge(info, parsed == null ? Map.of() : parsed.settings());
        List<DriverPropertyInfo> properties = new ArrayList<>();
        for (Setting setting : Setting.values()) {
            DriverPropertyInfo property = new DriverPropertyInfo(setting.key(),
                    current.getOrDefault(setting.key(), setting.defaultValue()));
            property.description = setting.description() + " (default: "
                    + (setting.defaultValue().isEmpty() ? "empty" : setting.defaultValue()) + ")";
            property.choices = setting.choices().isEmpty() ? null : setting.choices().toArray(String[]::new);
            property.required = false;
            properties.add(property);
        }
        if (parsed != null) {
            properties.addAll(targetPropertyInfo(parsed.targetUrl(), info, current));
        }
        return properties.toArray(DriverPropertyInfo[]::new);
    }

    private static List<DriverPropertyInfo> targetPropertyInfo(String targetUrl, Properties info,
                                                               Map<String, String> current) {
        try {
            String driverClass = current.getOrDefault(Setting.TARGET_DRIVER.key(), "").trim();
            Driver target = TargetDriverLocator.find(targetUrl, driverClass);
            return Arrays.asList(target.getPropertyInfo(targetUrl, ConfigSources.withoutGuardKeys(info)));
        } catch (SQLException noTargetDriverYet) {
            return List.of(); // a tool asks before the user has finished typing the URL
        }
    }

    @Override
    public int getMajorVersion() {
        return MAJOR_VERSION;
    }

    @Override
    public int getMinorVersion() {
        return MINOR_VERSION;
    }

    /** Compliance depends on the target driver, so nlguard does not claim it. */
    @Override
    public boolean jdbcCompliant() {
        return false;
    }

    /** nlguard logs through SLF4J, not java.util.logging. */
    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("nlguard logs through SLF4J");
    }
}
