/**
 * A real PostgreSQL for tests, one server per JVM and one fresh database per test class.
 *
 * <p>Tests: annotate the class with {@link io.nlguard.testsupport.RealPostgres} and declare a
 * {@link io.nlguard.testsupport.TestDatabase} parameter. Other code (benchmarks, tools):
 * {@code PostgresServer.shared().createDatabase("name")}.
 *
 * <p>Which server, decided once per JVM by {@code BackendChooser}:
 * <ol>
 *   <li>{@code NLGUARD_TEST_JDBC_URL} set: that server (its user must be allowed to CREATE DATABASE;
 *       credentials in the URL query or in {@code NLGUARD_TEST_USER} / {@code NLGUARD_TEST_PASSWORD});</li>
 *   <li>a Docker engine answers: Testcontainers {@code postgres:15-alpine};</li>
 *   <li>otherwise: embedded PostgreSQL 15 (zonky), which needs nothing installed.</li>
 * </ol>
 * {@code NLGUARD_TEST_BACKEND=embedded|testcontainers} skips steps 2-3's detection. The choice and
 * the reason are logged at INFO by {@code io.nlguard.testsupport.BackendChooser}.
 */
package io.nlguard.testsupport;
