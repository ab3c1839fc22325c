/**
 * Flyway's database plugin for {@code jdbc:nlguard:} URLs, so that {@code flyway.url=jdbc:nlguard:postgresql:...}
 * works as the Flyway CLI and Maven plugin use it. Flyway finds it through
 * {@code META-INF/services/org.flywaydb.core.extensibility.Plugin}; nothing else refers to it, so without
 * Flyway on the class path it is never loaded.
 */
package io.nlguard.driver.flyway;
