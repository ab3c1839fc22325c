/**
 * Liquibase's database entry for {@code jdbc:nlguard:} URLs, so that {@code liquibase --url=jdbc:nlguard:postgresql:...}
 * finds its driver without {@code --driver}. Liquibase finds it through
 * {@code META-INF/services/liquibase.database.Database}; nothing else refers to it, so without Liquibase on
 * the class path it is never loaded.
 */
package io.nlguard.driver.liquibase;
