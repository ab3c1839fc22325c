package io.nlguard.it.firewall;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The injection corpus of {@code src/test/resources/injection}: a vulnerable application's statements with
 * the user's input spliced in by string concatenation, and what goes into them: attack payloads by family
 * and benign inputs that look like attacks.
 */
final class InjectionCorpus {

    /** The attack families, one file each. */
    static final List<String> FAMILIES = List.of("tautology", "comment-truncation", "stacked", "union",
            "boolean-blind", "error-based", "time-based", "file-and-command", "obfuscation");

    /** A statement of the application: where the input goes, inside quotes ({@code s}) or as a number ({@code n}). */
    record Template(String name, String context, String sql) {
        String with(String input) {
            return sql.replace("{}", input);
        }
    }

    /** An input and the context it is written for. */
    record Input(String context, String text) {
    }

    /** One statement to send, and where it came from. */
    record Case(String family, String template, String input, String sql) {
    }

    private InjectionCorpus() {
    }

    static List<Case> attacks(String family) {
        return cases(family, inputs(family + ".tsv"));
    }

    static List<Case> benign() {
        List<Input> inputs = new ArrayList<>(inputs("benign.tsv"));
        inputs.addAll(inputs("benign-numbers.tsv"));
        return cases("benign", inputs);
    }

    private static List<Case> cases(String family, List<Input> inputs) {
        List<Case> cases = new ArrayList<>();
        for (Template template : templates()) {
            for (Input input : inputs) {
                if (input.context().equals(template.context())) {
                    cases.add(new Case(family, template.name(), input.text(), template.with(input.text())));
                }
            }
        }
        return cases;
    }

    static List<Template> templates() {
        return rows("templates.tsv").stream().map(r -> {
            String[] f = r.split("\t", 3);
            return new Template(f[0], f[1], f[2]);
        }).toList();
    }

    private static List<Input> inputs(String file) {
        return rows(file).stream().map(r -> {
            String[] f = r.split("\t", 2);
            return new Input(f[0], f[1]);
        }).toList();
    }

    /** The file's lines, comments and blank lines left out. */
    private static List<String> rows(String file) {
        try (InputStream in = InjectionCorpus.class.getResourceAsStream("/injection/" + file)) {
            if (in == null) {
                throw new IllegalStateException("no corpus file " + file);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#")).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
