package io.nlguard.driver;

import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;
import java.util.ServiceLoader;

/** Finds the real JDBC driver for a target URL. */
final class TargetDriverLocator {

    /**
     * Drivers bundled in nlguard's jars. Their service entries are in the jars, but a tool that loads the
     * jar in a class loader of its own (DBeaver) after {@code DriverManager} has scanned for services never
     * has them registered; loading the class registers it.
     */
    private static final Map<String, String> BUNDLED = Map.of("jdbc:postgresql:", "org.postgresql.Driver");

    private TargetDriverLocator() {
    }

    static Driver find(String targetUrl, String driverClass) throws SQLException {
        if (!driverClass.isEmpty()) {
            return named(targetUrl, driverClass);
        }
        Driver registered = registered(targetUrl);
        if (registered != null) {
            return registered;
        }
        for (Driver driver : ServiceLoader.load(Driver.class, contextLoader())) {
            if (!(driver instanceof NlGuardDriver) && driver.acceptsURL(targetUrl)) {
                return driver;
            }
        }
        for (Map.Entry<String, String> bundled : BUNDLED.entrySet()) {
            if (targetUrl.startsWith(bundled.getKey()) && load(bundled.getValue()) != null) {
                registered = registered(targetUrl);
                if (registered != null) {
                    return registered;
                }
            }
        }
        throw new SQLException("nlguard: no JDBC driver accepts the target URL " + NlGuardUrl.redact(targetUrl)
                + "; put the target database's JDBC driver on the classpath, or name its class with "
                + "nlguard.target-driver", "08001");
    }

    private static Driver named(String targetUrl, String driverClass) throws SQLException {
        Class<?> type = load(driverClass);
        if (type == null || !Driver.class.isAssignableFrom(type)) {
            throw new SQLException("nlguard: nlguard.target-driver=" + driverClass
                    + " is not a java.sql.Driver on the classpath", "08001");
        }
        try {
            Driver driver = (Driver) type.getDeclaredConstructor().newInstance();
            if (!driver.acceptsURL(targetUrl)) {
                throw new SQLException("nlguard: " + driverClass + " does not accept the target URL "
                        + NlGuardUrl.redact(targetUrl), "08001");
            }
            return driver;
        } catch (ReflectiveOperationException e) {
            throw new SQLException("nlguard: cannot instantiate " + driverClass, "08001", e);
        }
    }

    private static Driver registered(String targetUrl) {
        try {
            return DriverManager.getDriver(targetUrl);
        } catch (SQLException notRegistered) {
            return null;
        }
    }

    private static Class<?> load(String className) {
        try {
            return Class.forName(className, true, contextLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    private static ClassLoader contextLoader() {
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        return context != null ? context : TargetDriverLocator.class.getClassLoader();
    }
}
