package io.nlguard.testsupport.ollama;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Resolves {@link ScriptedOllama} parameters for {@link WithScriptedOllama}: one server per test, kept in the test's
 * store (a {@code @BeforeEach} method is resolved in the same context as its test) and closed with it.
 */
final class ScriptedOllamaExtension implements ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(ScriptedOllamaExtension.class);

    /** The store closes what it holds when the test's context ends. */
    private record Running(ScriptedOllama server) implements ExtensionContext.Store.CloseableResource {
        @Override
        public void close() {
            server.close();
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == ScriptedOllama.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return context.getStore(NAMESPACE)
                .getOrComputeIfAbsent(Running.class, key -> new Running(ScriptedOllama.start()), Running.class)
                .server();
    }
}
