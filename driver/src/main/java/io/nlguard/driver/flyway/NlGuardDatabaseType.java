package io.nlguard.driver.flyway;

import java.sql.Connection;
import java.sql.Types;
import java.util.Optional;
import java.util.Properties;

import org.flywaydb.core.api.ResourceProvider;
import org.flywaydb.core.api.configuration.Configuration;
import org.flywaydb.core.internal.database.DatabaseTypeRegister;
import org.flywaydb.core.internal.database.base.BaseDatabaseType;
import org.flywaydb.core.internal.database.base.Database;
import org.flywaydb.core.internal.jdbc.JdbcConnectionFactory;
import org.flywaydb.core.internal.jdbc.StatementInterceptor;
import org.flywaydb.core.internal.parser.Parser;
import org.flywaydb.core.internal.parser.ParsingContext;

import io.nlguard.driver.NlGuardDriver;
import io.nlguard.driver.NlGuardUrl;

/**
 * Lets Flyway open {@code jdbc:nlguard:postgresql:...} (or any {@code jdbc:nlguard:} URL whose target
 * Flyway supports): Flyway picks a database type by URL to load a driver and set connection
 * properties, and knows no {@code jdbc:nlguard:}. This type claims those URLs, names
 * {@link NlGuardDriver} as their driver, and asks the type Flyway has for the target URL
 * ({@code jdbc:postgresql:...}: {@code flyway-database-postgresql}'s) for everything else.
 *
 * <p>Once connected, Flyway chooses the database type again from the connection's product name; the
 * guarded connection reports the target's ("PostgreSQL"), so migrations run with Flyway's own
 * PostgreSQL support, as without nlguard. This type therefore never claims a connection.
 *
 * <p>Needs Flyway 12.2 or newer ({@link DatabaseTypeRegister#getDatabaseTypesForUrl}); with an older
 * Flyway only {@code jdbc:nlguard:} URLs are affected, since other URLs are declined before that call.
 *
 * <p>It extends Flyway's core base type rather than {@code PostgreSQLDatabaseType}: Flyway loads every
 * registered plugin class, and a subclass of a database module that is absent (a Flyway set up for
 * another database, beside the nlguard jar) would fail to load and take Flyway down with it.
 */
public final class NlGuardDatabaseType extends BaseDatabaseType {

    @Override
    public String getName() {
        return "nlguard";
    }

    /** Ahead of the built-in types, though none of them claims {@code jdbc:nlguard:}. */
    @Override
    public int getPriority() {
        return 10;
    }

    @Override
    public int getNullType() {
        return Types.NULL;
    }

    @Override
    public boolean handlesJDBCUrl(String url) {
        return target(url).isPresent();
    }

    @Override
    public String getDriverClass(String url, ClassLoader classLoader) {
        return NlGuardDriver.class.getName();
    }

    @Override
    public String instantiateClassExtendedErrorMessage() {
        return "Put the nlguard driver jar on Flyway's class path.";
    }

    /** The guarded connection is served by the target's own type, chosen by its product name. */
    @Override
    public boolean handlesDatabaseProductNameAndVersion(String productName, String productVersion, Connection connection) {
        return false;
    }

    @Override
    public Database createDatabase(Configuration configuration, JdbcConnectionFactory connectionFactory,
                                   StatementInterceptor statementInterceptor) {
        return targetOf(connectionFactory.getJdbcUrl()).createDatabase(configuration, connectionFactory, statementInterceptor);
    }

    @Override
    public Parser createParser(Configuration configuration, ResourceProvider resourceProvider, ParsingContext parsingContext) {
        return targetOf(configuration.getUrl()).createParser(configuration, resourceProvider, parsingContext);
    }

    /** The target's connection properties ({@code applicationName=Flyway by Redgate} for PostgreSQL). */
    @Override
    public void setDefaultConnectionProps(String url, Properties props, ClassLoader classLoader) {
        targetOf(url).setDefaultConnectionProps(targetUrl(url), props, classLoader);
    }

    @Override
    public boolean detectUserRequiredByUrl(String url) {
        return targetOf(url).detectUserRequiredByUrl(targetUrl(url));
    }

    @Override
    public boolean detectPasswordRequiredByUrl(String url) {
        return targetOf(url).detectPasswordRequiredByUrl(targetUrl(url));
    }

    /** PostgreSQL reads a {@code .pgpass} file when no password is given. */
    @Override
    public boolean externalAuthPropertiesRequired(String url, String username, String password) {
        return targetOf(url).externalAuthPropertiesRequired(targetUrl(url), username, password);
    }

    @Override
    public Properties getExternalAuthProperties(String url, String username) {
        return targetOf(url).getExternalAuthProperties(targetUrl(url), username);
    }

    @Override
    public Properties getExternalAuthProperties(Configuration configuration, String url, String username) {
        return targetOf(url).getExternalAuthProperties(configuration, targetUrl(url), username);
    }

    /** {@code jdbc:postgresql://h/db} for {@code jdbc:nlguard:postgresql://h/db}; null for other URLs. */
    static String targetUrl(String url) {
        return NlGuardUrl.accepts(url) ? "jdbc:" + url.substring(NlGuardUrl.PREFIX.length()) : null;
    }

    /** The type Flyway has for the URL's target, if it is a {@code jdbc:nlguard:} URL and Flyway has one. */
    static Optional<BaseDatabaseType> target(String url) {
        String target = url == null ? null : targetUrl(url);
        if (target == null) {
            return Optional.empty();
        }
        return DatabaseTypeRegister.getDatabaseTypesForUrl(target, null).stream()
                .filter(type -> type instanceof BaseDatabaseType && !(type instanceof NlGuardDatabaseType))
                .map(BaseDatabaseType.class::cast)
                .findFirst();
    }

    private static BaseDatabaseType targetOf(String url) {
        return target(url).orElseThrow(() -> new IllegalArgumentException(
                "Flyway has no database plugin for the target of " + NlGuardUrl.redact(String.valueOf(url))));
    }
}
