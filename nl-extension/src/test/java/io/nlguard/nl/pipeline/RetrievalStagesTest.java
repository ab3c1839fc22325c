package io.nlguard.nl.pipeline;

import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.time.Duration;
import java.util.List;

import io.nlguard.guard.nl.CandidateCheck;
import io.nlguard.guard.nl.NlFailure;
import io.nlguard.guard.nl.NlAbstention;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.guard.nl.NlStages;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.nl.TranslationReport;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.verdict.Decision;
import io.nlguard.nl.evaluate.ExplainResult;
import io.nlguard.nl.retrieve.ChosenTable;
import io.nlguard.nl.retrieve.SchemaComments;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.retrieve.TableDocuments;
import io.nlguard.nl.route.RoutedModule;
import io.nlguard.nl.route.Routing;
import io.nlguard.nl.testing.ModularCatalog;
import io.nlguard.nl.testing.NoTarget;
import io.nlguard.nl.testing.ShopCatalog;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Stages 1 and 2 in the pipeline, with the scripted Ollama serving {@code /api/embed}: embeddings that
 * bring in the table BM25 misses, the fallback to BM25 when the embed model is missing, routing reported.
 */
class RetrievalStagesTest {

    private static final String EMBED_MODEL = "nomic-embed-text";
    /** No word of it names the reviews table or its columns: BM25 finds suppliers only. */
    private static final String QUESTION = "what do buyers think of the suppliers";

    private final Catalog shop = ShopCatalog.catalog();
    private final CandidateCheck guard = Decision::allow;
    private final NlPipeline pipeline = new NlPipeline(request -> statements -> statements.stream()
            .map(sql -> ExplainResult.OK).toList());
    private ScriptedOllama ollama;

    @AfterEach
    void stop() {
        ollama.close();
    }

    private NlRequest request(String question, Catalog catalog, NlStages stages) {
        NlSettings settings = new NlSettings("NL:", URI.create(ollama.baseUrl()), ScriptedOllama.DEFAULT_MODEL,
                EMBED_MODEL, 1, Duration.ofSeconds(5), Duration.ofSeconds(5), 100, 0)
                // the question's "buyers think" is a paraphrase of reviews the linker misses, which the boundary
                // detectors would refuse before retrieval's answer is seen: these tests are about retrieval
                .withStages(stages.withAbstention(NlAbstention.OFF));
        return new NlRequest(question, catalog, settings, new NoTarget(), guard, "t1");
    }

    private static NlStages stages(NlStages.Switch routing, NlStages.Embeddings embeddings) {
        NlStages d = NlStages.DEFAULT;
        return new NlStages(routing, d.routingMinTables(), embeddings, d.values(), d.valuesPerColumn(), d.examples(),
                d.knowledge(), d.schemaLinker(), d.joinPlanner(), d.reranker(), d.explain(), d.valueCheck());
    }

    private static List<String> tables(Translation translation) {
        return translation.report().output("retrieve", SchemaContext.class).orElseThrow().tables().stream()
                .map(t -> t.table().name().name()).toList();
    }

    private static String summary(Translation translation, String stage) {
        return translation.report().stages().stream().filter(s -> s.name().equals(stage))
                .map(TranslationReport.Stage::summary).findFirst().orElseThrow();
    }

    @Test
    void embeddingsFromTheServerBringInTheTableBm25Misses() throws NlFailure {
        ollama = ScriptedOllama.start(ScriptedOllama.DEFAULT_MODEL, EMBED_MODEL + ":latest");
        float[] opinions = new float[32];
        opinions[0] = 1;
        ollama.embedding(QUESTION, opinions)
                .embedding(TableDocuments.of(shop.table("reviews").orElseThrow(), SchemaComments.NONE), opinions);
        ollama.enqueue(answer("SELECT body FROM reviews"));

        NlStages off = stages(NlStages.Switch.AUTO, NlStages.Embeddings.OFF);
        ollama.enqueue(answer("SELECT body FROM reviews"));
        assertFalse(tables(pipeline.translate(request(QUESTION, shop, off))).contains("reviews"), "BM25 alone");
        assertEquals(0, ollama.requests("/api/embed").size());

        Translation translation = pipeline.translate(request(QUESTION, shop, NlStages.DEFAULT));
        assertTrue(tables(translation).contains("reviews"), tables(translation).toString());
        assertTrue(summary(translation, "retrieve").endsWith("with embeddings (" + EMBED_MODEL + " at " + ollama.baseUrl() + ")"),
                summary(translation, "retrieve"));
        assertEquals(2, ollama.requests("/api/embed").size(), "the tables in one batch, then the question");

        ollama.enqueue(answer("SELECT body FROM reviews"));
        pipeline.translate(request("which suppliers are in Norway?", shop, NlStages.DEFAULT));
        assertEquals(3, ollama.requests("/api/embed").size(), "the next question alone: the tables are cached");
    }

    @Test
    void withoutTheEmbedModelRetrievalGoesOnWithBm25AndSaysSoWithoutAskingAgain() throws NlFailure {
        ollama = ScriptedOllama.start(ScriptedOllama.DEFAULT_MODEL);
        ollama.enqueue(answer("SELECT company_name FROM suppliers"), answer("SELECT company_name FROM suppliers"));

        Translation first = pipeline.translate(request(QUESTION, shop, NlStages.DEFAULT));
        assertEquals("SELECT company_name FROM suppliers", first.sql());
        assertEquals("suppliers", tables(first).get(0));
        String note = summary(first, "retrieve");
        assertTrue(note.contains("embeddings (" + EMBED_MODEL + " at " + ollama.baseUrl() + ") unavailable, BM25 alone: "
                + "model not pulled"), note);
        assertEquals(1, ollama.requests("/api/embed").size());

        Translation second = pipeline.translate(request("which suppliers are in Norway?", shop, NlStages.DEFAULT));
        assertTrue(summary(second, "retrieve").contains("not asked again"), summary(second, "retrieve"));
        assertEquals(1, ollama.requests("/api/embed").size(), "the failure is remembered, not met again per question");
    }

    @Test
    void aLargeCatalogIsRoutedFirstAndTheReportSaysWhereAndHow() throws NlFailure {
        ollama = ScriptedOllama.start(ScriptedOllama.DEFAULT_MODEL);
        ollama.enqueue(answer("SELECT count(*) FROM payroll.orders"));
        Translation translation = pipeline.translate(request("how many orders has payroll?", ModularCatalog.catalog(),
                stages(NlStages.Switch.AUTO, NlStages.Embeddings.OFF)));
        Routing routing = translation.report().output("route", Routing.class).orElseThrow();
        assertEquals(List.of("payroll"), routing.modules().stream().map(RoutedModule::name).toList());
        assertEquals("1 module: payroll (keywords payroll); 100 tables", summary(translation, "route"));
        SchemaContext context = translation.report().output("retrieve", SchemaContext.class).orElseThrow();
        assertTrue(context.tables().stream().map(ChosenTable::table).allMatch(t -> t.name().schema().equals("payroll")),
                context.mSchema());
        List<String> names = translation.report().stages().stream().map(TranslationReport.Stage::name).toList();
        assertEquals(names.indexOf("route") + 1, names.indexOf("retrieve"), "route, then retrieve: " + names);
    }

    @Test
    void routingIsOffForASmallCatalogUnlessSwitchedOn() throws NlFailure {
        ollama = ScriptedOllama.start(ScriptedOllama.DEFAULT_MODEL);
        ollama.enqueue(answer("SELECT 1"), answer("SELECT 1"));
        NlStages auto = stages(NlStages.Switch.AUTO, NlStages.Embeddings.OFF);
        assertTrue(pipeline.translate(request("cities?", shop, auto)).report().output("route", Routing.class).isEmpty());
        Translation on = pipeline.translate(request("cities?", shop, stages(NlStages.Switch.ON, NlStages.Embeddings.OFF)));
        assertEquals("no filter (the catalog has no modules)", summary(on, "route"));
    }

    @Test
    void localEmbeddingsWithoutTheModuleFailNamingIt() {
        ollama = ScriptedOllama.start(ScriptedOllama.DEFAULT_MODEL);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> pipeline.translate(
                request(QUESTION, shop, stages(NlStages.Switch.AUTO, NlStages.Embeddings.LOCAL))));
        assertTrue(e.getMessage().contains("nlguard-nl-embeddings"), e.getMessage());
    }
}
