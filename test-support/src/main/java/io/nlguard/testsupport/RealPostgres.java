package io.nlguard.testsupport;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Gives the annotated test class its own fresh database on a real PostgreSQL server.
 * Declare a {@link TestDatabase} parameter on any test, lifecycle method or constructor:
 *
 * <pre>{@code
 * @RealPostgres
 * class OrderRepositoryTest {
 *     @BeforeAll static void schema(TestDatabase db) throws SQLException { ... }
 *     @Test void saves(TestDatabase db) throws SQLException { try (Connection c = db.connect()) { ... } }
 * }
 * }</pre>
 *
 * The database is created before the class's first test and dropped after its last, so tests in
 * one class share it (clean up between tests yourself if they must not see each other's rows).
 * {@code @Nested} classes share the database of their enclosing class.
 */
@Target({ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(PostgresExtension.class)
public @interface RealPostgres {
}
