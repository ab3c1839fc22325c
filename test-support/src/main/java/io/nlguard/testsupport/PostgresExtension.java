package io.nlguard.testsupport;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * JUnit 5 side of {@link RealPostgres}: one database per test class on the {@link PostgresServer#shared()}
 * server, created in beforeAll, dropped in afterAll, injected wherever a {@link TestDatabase}
 * parameter is declared.
 *
 * <p>The database lives in the class's {@link ExtensionContext.Store}. Lookups there fall back to
 * enclosing contexts, which is what lets test methods and {@code @Nested} classes find it.
 */
public final class PostgresExtension implements BeforeAllCallback, AfterAllCallback, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(PostgresExtension.class);
    private static final String DATABASE = "database";

    @Override
    public void beforeAll(ExtensionContext context) {
        databaseOf(context);
    }

    @Override
    public void afterAll(ExtensionContext context) {
        // remove() only looks at this class's own store: a @Nested class leaves its parent's database alone.
        TestDatabase database = context.getStore(NAMESPACE).remove(DATABASE, TestDatabase.class);
        if (database != null) {
            PostgresServer.shared().dropDatabase(database);
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameterContext, ExtensionContext extensionContext) {
        return parameterContext.getParameter().getType() == TestDatabase.class;
    }

    @Override
    public TestDatabase resolveParameter(ParameterContext parameterContext, ExtensionContext context) {
        TestDatabase database = context.getStore(NAMESPACE).get(DATABASE, TestDatabase.class);
        if (database != null) {
            return database;
        }
        if (context.getTestMethod().isEmpty()) {
            // Class level before beforeAll ran: constructor injection with @TestInstance(PER_CLASS).
            return databaseOf(context);
        }
        throw new ParameterResolutionException("No TestDatabase for " + context.getDisplayName()
                + ": put @RealPostgres on the test class, not on a method");
    }

    /** The class's database, created on first call (or the enclosing class's, for @Nested classes). */
    private static TestDatabase databaseOf(ExtensionContext classContext) {
        ExtensionContext.Store store = classContext.getStore(NAMESPACE);
        TestDatabase existing = store.get(DATABASE, TestDatabase.class);
        if (existing != null) {
            return existing;
        }
        // Not getOrComputeIfAbsent: a failed CREATE would be memoized and rethrown again by afterAll.
        // No race here: JUnit runs one class's lifecycle callbacks one at a time.
        TestDatabase created = PostgresServer.shared().createUniqueDatabase(classContext.getRequiredTestClass().getSimpleName());
        store.put(DATABASE, created);
        return created;
    }
}
