package io.nlguard.nl.llm;

import java.util.List;

/** Ollama's model names: a name without a tag means {@code :latest}. */
final class ModelNames {

    private ModelNames() {
    }

    static boolean listed(String model, List<String> names) {
        String wanted = withTag(model);
        return names.stream().anyMatch(name -> withTag(name).equals(wanted));
    }

    static String withTag(String name) {
        int slash = name.lastIndexOf('/');
        return name.indexOf(':', slash + 1) >= 0 ? name : name + ":latest";
    }
}
