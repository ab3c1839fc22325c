package io.nlguard.guard.nl;

import java.util.Optional;
import java.util.ServiceLoader;

/** Finds the class path's {@link NlTranslator}, once: the driver asks at the first question, never at connect. */
public final class NlTranslators {

    /** The artifact that provides the translator, named in the error when it is missing. */
    public static final String MODULE = "io.nlguard:nlguard-nl";

    private static volatile Optional<NlTranslator> loaded;

    private NlTranslators() {
    }

    /** The translator of the class path that loaded the guard, or empty when no module provides one. */
    public static Optional<NlTranslator> fromClassPath() {
        Optional<NlTranslator> current = loaded;
        if (current == null) {
            current = find(NlTranslators.class.getClassLoader());
            loaded = current;
        }
        return current;
    }

    /** The first translator the class loader's {@code META-INF/services} lists; uncached. */
    public static Optional<NlTranslator> find(ClassLoader loader) {
        return ServiceLoader.load(NlTranslator.class, loader).findFirst();
    }

    /** Why a question cannot be answered without a translator, and what to add. */
    public static String missingMessage() {
        return "NL: questions need the natural-language pipeline, module " + MODULE + ", which is not on the class "
                + "path: add the dependency " + MODULE + " (it needs an Ollama server, nlguard.nl.ollama-url), "
                + "or use a jar that bundles it";
    }
}
