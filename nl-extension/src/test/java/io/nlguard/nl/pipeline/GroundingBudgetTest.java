package io.nlguard.nl.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.guard.nl.NlStages;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.verdict.Decision;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.prompt.PromptSection;
import io.nlguard.nl.retrieve.RetrievalSettings;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.retrieve.SchemaIndexCache;
import io.nlguard.nl.retrieve.SchemaRetriever;
import io.nlguard.nl.testing.CatalogBuilder;
import io.nlguard.nl.testing.NoTarget;
import org.junit.jupiter.api.Test;

/**
 * The grounding sections on a generated catalog of 2,000 tables (20 modules of 100, each a chain of tables
 * with many alike columns and an owner table every one of them references): the sections stay within their
 * caps, whatever the schema's size, and take milliseconds.
 */
class GroundingBudgetTest {

    private static final Catalog LARGE = large();

    @Test
    void theSectionsOfALargeSchemaStaySmallAndFast() {
        SchemaRetriever retriever = new SchemaRetriever(new SchemaIndexCache(1), Optional.empty(), RetrievalSettings.DEFAULT);
        SchemaGrounding grounding = new SchemaGrounding(new SchemaIndexCache(1), RetrievalSettings.DEFAULT.hubCap());
        String question = "What is the total amount and status of each m3 entity 5 with its m3 entity 7 name, "
                + "per month, for code 'X-1' and label 'gold' and type 'A' and kind 'B' and colour 'red'?";
        SchemaContext context = retriever.retrieve(LARGE, "large", question);
        List<PromptSection> sections = grounding.ground(request(question), context, Knowledge.EMPTY,
                new StageLog("budget")).sections();
        long started = System.nanoTime();
        for (int i = 0; i < 10; i++) {
            sections = grounding.ground(request(question), context, Knowledge.EMPTY, new StageLog("budget")).sections();
        }
        long perQuestionMillis = (System.nanoTime() - started) / 10 / 1_000_000;
        int chars = sections.stream().mapToInt(s -> s.title().length() + s.body().length()).sum();
        String all = sections.stream().map(PromptSection::body).reduce("", String::concat);
        assertTrue(chars < 2_400, chars + " characters: " + all);
        assertTrue(all.lines().count() <= 40, all);
        assertTrue(all.lines().filter(l -> l.startsWith("- '")).count() <= 4, "value hints are capped: " + all);
        assertTrue(perQuestionMillis < 200, perQuestionMillis + " ms per question");
        assertEquals(2, sections.size());
    }

    private static NlRequest request(String question) {
        return request(question, LARGE);
    }

    /** A question with the schema linker, knowledge and join planner stages on, no embeddings, no target. */
    static NlRequest request(String question, Catalog catalog) {
        NlStages d = NlStages.DEFAULT;
        NlStages stages = new NlStages(d.routing(), d.routingMinTables(), NlStages.Embeddings.OFF, false, 0,
                Optional.empty(), Optional.empty(), true, true, true, true, false);
        NlSettings settings = new NlSettings("NL:", URI.create("http://localhost:1"), "m", "e", 1,
                Duration.ofSeconds(1), Duration.ofSeconds(1), 10, 0).withStages(stages);
        return new NlRequest(question, catalog, settings, new NoTarget(), Decision::allow, "budget");
    }

    private static Catalog large() {
        CatalogBuilder builder = new CatalogBuilder();
        for (int m = 0; m < 20; m++) {
            String owner = "m" + m + "_owner";
            builder.table(owner, "owner_id", "name:text");
            for (int e = 0; e < 99; e++) {
                String table = "m" + m + "_entity_" + e;
                builder.table(table, table + "_id", "name:text", "status:text", "code:text", "label:text", "type:text",
                        "kind:text", "amount:numeric", "created_on:date", "parent_id", "owner_id");
                builder.fk(table, "owner_id", owner, "owner_id");
                if (e > 0) {
                    String parent = "m" + m + "_entity_" + (e - 1);
                    builder.fk(table, "parent_id", parent, parent + "_id");
                }
            }
        }
        return builder.build();
    }
}
