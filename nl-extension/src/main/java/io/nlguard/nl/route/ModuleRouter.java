package io.nlguard.nl.route;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import io.nlguard.nl.knowledge.ModuleDefinition;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.gloss.Glosses;
import io.nlguard.nl.retrieve.EmbeddingException;
import io.nlguard.nl.retrieve.SchemaEmbeddings;
import io.nlguard.nl.retrieve.Vectors;

/**
 * Stage 1 of the NL pipeline: before retrieval, the modules of a large catalog the question is about.
 * The union of two methods: keyword rules (a module whose keywords the question contains), and embedding
 * similarity (the question's embedding against each module's document, its name and its tables' glosses,
 * embedded once per catalog snapshot) at or above a threshold; keyword matches first, then by similarity,
 * at most {@value #MAX_MODULES}. When nothing matches, no filter: retrieval ranks the whole catalog.
 */
public final class ModuleRouter {

    public static final int MAX_MODULES = 3;
    /** The cosine from which a module counts as similar (all-MiniLM-L6-v2 puts related texts above it). */
    public static final double SIMILARITY = 0.35;

    private final double threshold;

    public ModuleRouter() {
        this(SIMILARITY);
    }

    public ModuleRouter(double threshold) {
        this.threshold = threshold;
    }

    /**
     * @param knowledge  the knowledge file's modules, in the file's order; empty: the catalog's schemas
     * @param embeddings the model to compare by similarity with; empty: keywords alone
     */
    public Routing route(Catalog catalog, Map<String, ModuleDefinition> knowledge, String question,
                         Optional<SchemaEmbeddings> embeddings) {
        List<Module> modules = Modules.of(catalog, knowledge);
        if (modules.size() < 2) {
            return Routing.none(modules.isEmpty() ? "the catalog has no modules" : "the catalog has one module");
        }
        Map<Module, List<String>> keywordHits = new LinkedHashMap<>();
        for (Module module : modules) {
            List<String> hits = KeywordRule.hits(question, module.keywords());
            if (!hits.isEmpty()) {
                keywordHits.put(module, hits);
            }
        }
        Map<Module, Double> similar = new LinkedHashMap<>();
        String note = "";
        if (embeddings.isPresent()) {
            try {
                similar = similarities(catalog, knowledge, modules, question, embeddings.get());
            } catch (EmbeddingException e) {
                note = "embeddings unavailable, keywords alone: " + e.getMessage();
            }
        }
        List<RoutedModule> routed = choose(modules, keywordHits, similar);
        if (routed.isEmpty()) {
            return Routing.none(note.isEmpty() ? "no module matched" : note);
        }
        Set<Table> tables = new HashSet<>();
        for (RoutedModule r : routed) {
            modules.stream().filter(m -> m.name().equals(r.name())).forEach(m -> tables.addAll(m.tables()));
        }
        return new Routing(routed, tables, note);
    }

    private List<RoutedModule> choose(List<Module> modules, Map<Module, List<String>> keywordHits,
            Map<Module, Double> similar) {
        List<Module> order = new ArrayList<>(keywordHits.keySet());
        order.sort(Comparator.comparingInt((Module m) -> -keywordHits.get(m).size())
                .thenComparingDouble(m -> -similar.getOrDefault(m, 0.0)));
        modules.stream().filter(m -> !keywordHits.containsKey(m) && similar.getOrDefault(m, 0.0) >= threshold)
                .sorted(Comparator.comparingDouble(m -> -similar.get(m))).forEach(order::add);
        List<RoutedModule> routed = new ArrayList<>(MAX_MODULES);
        for (Module module : order.subList(0, Math.min(MAX_MODULES, order.size()))) {
            double similarity = similar.getOrDefault(module, Double.NaN);
            // a similarity below the threshold did not route the module: the report names the keywords alone
            routed.add(new RoutedModule(module.name(), keywordHits.getOrDefault(module, List.of()),
                    similarity >= threshold ? similarity : Double.NaN));
        }
        return routed;
    }

    private Map<Module, Double> similarities(Catalog catalog, Map<String, ModuleDefinition> knowledge,
            List<Module> modules, String question,
            SchemaEmbeddings embeddings) throws EmbeddingException {
        float[][] documents = embeddings.documents(catalog, "modules:" + knowledge.hashCode(),
                () -> modules.stream().map(ModuleRouter::document).toList());
        float[] asked = embeddings.question(question);
        Map<Module, Double> similar = new LinkedHashMap<>();
        for (int m = 0; m < modules.size(); m++) {
            similar.put(modules.get(m), Vectors.dot(asked, documents[m]));
        }
        return similar;
    }

    /** What a module is embedded as: its name's gloss, then its tables' ({@code "hr: employees, pay slips"}). */
    static String document(Module module) {
        StringBuilder text = new StringBuilder(Glosses.ofName(module.name())).append(": ");
        List<Table> tables = module.tables();
        for (int i = 0; i < tables.size(); i++) {
            text.append(i == 0 ? "" : ", ").append(Glosses.ofName(tables.get(i).name().name()));
        }
        return text.toString();
    }
}
