package io.nlguard.nl.knowledge;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Reads a knowledge file (the format of {@code docs/knowledge-file.md}). Each top-level key has its own
 * section reader: below for the small ones, a class of its own for the others ({@link MetricsReader},
 * {@link SynonymsReader}, {@link TimeRulesReader}); a new kind of knowledge is a new key in {@link #KNOWN}, a field of
 * {@link Knowledge} and a method here. Every key is checked: a misspelled one fails with the list of
 * known ones rather than being ignored.
 */
public final class KnowledgeReader {

    /** The top-level keys, in the order the documentation gives them. */
    public static final List<String> KNOWN = List.of("description", "modules", "confusables", "metrics", "synonyms",
            "time", "groupings");

    private static final List<String> MODULE_KEYS = List.of("tables", "prefixes", "keywords");
    private static final List<String> CONFUSABLE_KEYS = List.of("table", "triggers", "warning", "preferred");

    private static final ObjectMapper JSON = new ObjectMapper();

    private KnowledgeReader() {
    }

    /** @throws KnowledgeFileException naming the file, and the JSON path or line of the problem */
    public static Knowledge read(Path file) {
        JsonNode root;
        try {
            root = JSON.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            String where = at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr() + ": ";
            throw new KnowledgeFileException(file, "not valid JSON: " + where + e.getOriginalMessage(), e);
        } catch (IOException e) {
            throw new KnowledgeFileException(file, "cannot be read: " + e, e);
        }
        if (root == null || root.isMissingNode()) {
            throw new KnowledgeFileException(file, "is empty; expected a JSON object with the keys "
                    + String.join(", ", KNOWN), null);
        }
        try {
            return read(JsonPlace.root(root));
        } catch (JsonPlace.Problem problem) {
            throw new KnowledgeFileException(file, problem.getMessage(), null);
        }
    }

    /** Visible for the tests of the format: the same checks, on a parsed tree. */
    static Knowledge read(JsonPlace root) {
        Map<String, ModuleDefinition> modules = Map.of();
        List<Confusable> confusables = List.of();
        Map<String, Metric> metrics = Map.of();
        Synonyms synonyms = Synonyms.NONE;
        TimeRules time = TimeRules.NONE;
        Groupings groupings = Groupings.NONE;
        for (Map.Entry<String, JsonPlace> section : root.members(KNOWN)) {
            JsonPlace value = section.getValue();
            switch (section.getKey()) {
                case "description" -> value.text();
                case "modules" -> modules = modules(value);
                case "confusables" -> confusables = confusables(value);
                case "metrics" -> metrics = MetricsReader.read(value);
                case "synonyms" -> synonyms = SynonymsReader.read(value);
                case "time" -> time = TimeRulesReader.read(value);
                case "groupings" -> groupings = groupings(value);
                default -> throw new IllegalStateException("a known key without a reader: " + section.getKey());
            }
        }
        return new Knowledge(modules, confusables, metrics, synonyms, time, groupings);
    }

    private static Map<String, ModuleDefinition> modules(JsonPlace section) {
        Map<String, ModuleDefinition> modules = new LinkedHashMap<>();
        for (Map.Entry<String, JsonPlace> entry : section.namedMembers()) {
            JsonPlace module = entry.getValue();
            module.members(MODULE_KEYS);
            List<String> tables = JsonPlace.texts(module.optional("tables"));
            List<String> prefixes = JsonPlace.texts(module.optional("prefixes"));
            if (tables.isEmpty() && prefixes.isEmpty()) {
                throw new JsonPlace.Problem(module.path(), "a module needs \"tables\" or \"prefixes\"");
            }
            modules.put(entry.getKey(), new ModuleDefinition(entry.getKey(), tables, prefixes,
                    JsonPlace.texts(module.optional("keywords"))));
        }
        return modules;
    }

    /** Table or metric name → one grouping column or several. */
    private static Groupings groupings(JsonPlace section) {
        Map<String, List<String>> groupings = new LinkedHashMap<>();
        for (Map.Entry<String, JsonPlace> entry : section.namedMembers()) {
            List<String> columns = JsonPlace.textOrTexts(entry.getValue());
            if (columns.isEmpty()) {
                throw new JsonPlace.Problem(entry.getValue().path(), "needs at least one column");
            }
            groupings.put(entry.getKey(), columns);
        }
        return new Groupings(groupings);
    }

    private static List<Confusable> confusables(JsonPlace section) {
        List<Confusable> confusables = new ArrayList<>();
        for (JsonPlace entry : section.elements()) {
            entry.members(CONFUSABLE_KEYS);
            List<String> triggers = JsonPlace.texts(entry.required("triggers"));
            if (triggers.isEmpty()) {
                throw new JsonPlace.Problem(entry.path() + ".triggers", "needs at least one word or phrase");
            }
            confusables.add(new Confusable(entry.required("table").text(), triggers, entry.required("warning").text(),
                    JsonPlace.texts(entry.optional("preferred"))));
        }
        return confusables;
    }
}
