/**
 * The {@code jdbc:nlguard:} JDBC driver and DataSource. Config lives in
 * {@link io.nlguard.driver.config}, the wrappers in {@link io.nlguard.driver.jdbc}; every
 * SQL-carrying call goes through {@link io.nlguard.driver.StatementInterceptor}.
 */
package io.nlguard.driver;
