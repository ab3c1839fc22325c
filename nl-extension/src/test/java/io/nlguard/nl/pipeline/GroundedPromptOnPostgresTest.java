package io.nlguard.nl.pipeline;

import static io.nlguard.testsupport.ollama.ScriptedReply.answer;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import io.nlguard.guard.nl.CandidateCheck;
import io.nlguard.guard.nl.NlFailure;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.guard.nl.NlAbstention;
import io.nlguard.guard.nl.NlStages;
import io.nlguard.guard.nl.NlTarget;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.nl.TranslationReport;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.guard.verdict.Decision;
import io.nlguard.nl.contract.SchemaContract;
import io.nlguard.nl.joins.JoinPlan;
import io.nlguard.nl.knowledge.KnowledgeFileException;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Stages 3b–3d on a real PostgreSQL schema: the catalog loaded from the database, the pipeline as the driver
 * makes it (EXPLAIN on the database), a scripted Ollama that records the prompt. The schema has a hub
 * ({@code employees}, referenced by six tables) that offers the shortest path between order lines and
 * warehouses, a child table without the date it is asked for, and a confusable {@code sales_regions}.
 */
@RealPostgres
class GroundedPromptOnPostgresTest {

    private static final String QUESTION = "What is the total quantity of order lines per month for each warehouse?";

    private static final String BY_SALES_REGION = "What is the total quantity of order lines by sales region?";

    private static final String ANSWER = "SELECT w.warehouse_name, date_trunc('month', o.order_date) AS month, "
            + "sum(l.qty) FROM order_lines l JOIN sales_orders o ON l.order_id = o.order_id "
            + "JOIN stores s ON o.store_id = s.store_id JOIN warehouses w ON w.region_id = s.region_id "
            + "GROUP BY 1, 2";

    /** With warehouses and sales_orders, twelve tables reference employees: more than the hub cap. */
    private static final List<String> HUB_SPOKES = List.of("payroll", "timesheets", "badges", "expenses", "trainings",
            "reviews", "leaves", "assets", "phones", "desks");

    private TestDatabase db;
    private ScriptedOllama ollama;
    private Catalog catalog;

    @TempDir
    Path dir;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        this.ollama = ScriptedOllama.start();
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists line_notes, order_lines, sales_orders, stores, warehouses, regions, "
                    + "employees, sales_regions, " + String.join(", ", HUB_SPOKES) + " cascade");
            s.execute("create table employees(employee_id int primary key, full_name text)");
            s.execute("create table regions(region_id int primary key, region_name text)");
            s.execute("create table sales_regions(sales_region_id int primary key, region_name text, quota numeric)");
            s.execute("create table stores(store_id int primary key, store_name text, region_id int references regions)");
            s.execute("create table warehouses(warehouse_id int primary key, warehouse_name text, "
                    + "region_id int references regions, manager_id int references employees)");
            s.execute("create table sales_orders(order_id int primary key, order_date date, "
                    + "store_id int references stores, created_by int references employees)");
            s.execute("create table order_lines(order_id int references sales_orders, line_no int, qty int, "
                    + "primary key (order_id, line_no))");
            s.execute("create table line_notes(note_id int primary key, order_id int, line_no int, note text, "
                    + "foreign key (order_id, line_no) references order_lines)");
            for (String t : HUB_SPOKES) {
                s.execute("create table " + t + "(id int primary key, employee_id int references employees)");
            }
            catalog = new CatalogLoader().load(c);
        }
    }

    @AfterEach
    void stop() {
        ollama.close();
    }

    @Test
    void thePromptHoldsTheContractItsColumnWarningAndTheJoinSkeletonAroundTheHub() throws NlFailure, IOException {
        ollama.enqueue(answer("```sql\n" + ANSWER + "\n```"));
        Translation translation = new NlPipeline().translate(request(QUESTION, stages(knowledge())));
        assertEquals(ANSWER, translation.sql());

        String prompt = ollama.lastModelRequest().promptText();
        assertTrue(prompt.contains("Schema contract:\nRequired tables: "), prompt);
        assertTrue(prompt.contains("Column warnings:\n- order_lines has no date column: use sales_orders.order_date "
                + "(JOIN sales_orders ON order_lines.order_id = sales_orders.order_id)"), prompt);
        assertTrue(prompt.contains("Join paths:\nFROM order_lines\n"
                + "JOIN sales_orders ON order_lines.order_id = sales_orders.order_id\n"
                + "JOIN stores ON sales_orders.store_id = stores.store_id\n"
                + "JOIN regions ON stores.region_id = regions.region_id\n"
                + "JOIN warehouses ON regions.region_id = warehouses.region_id\n"), prompt);
        assertFalse(prompt.contains("JOIN employees"), "the hub is not a way through: " + prompt);
        assertFalse(prompt.contains("Table warnings:"), "no trigger word: " + prompt);
        assertTrue(prompt.indexOf("Join paths:") < prompt.indexOf("Question: " + QUESTION), prompt);

        TranslationReport report = translation.report();
        assertFalse(prompt.contains("Business definitions:"), "no metric in the file: " + prompt);
        assertEquals(List.of("values", "retrieve", "schema-link", "table-warnings", "business-definitions", "join-plan",
                        "boundary", "prompt", "generate", "evaluate"),
                report.stages().stream().map(TranslationReport.Stage::name).toList());
        SchemaContract contract = report.output("schema-link", SchemaContract.class).orElseThrow();
        assertTrue(contract.required().stream().anyMatch(t -> t.name().name().equals("order_lines")));
        JoinPlan plan = report.output("join-plan", JoinPlan.class).orElseThrow();
        assertTrue(plan.summary().contains("4 joins"), plan.summary());
    }

    @Test
    void aConfusableTableInTheContextWarnsWhenTheQuestionUsesItsTrigger() throws NlFailure, IOException {
        ollama.enqueue(answer("```sql\nSELECT sum(qty) FROM order_lines\n```"));
        new NlPipeline().translate(request(BY_SALES_REGION, stages(knowledge())));
        String prompt = ollama.lastModelRequest().promptText();
        assertTrue(prompt.contains("# Table: sales_regions"), "retrieved: " + prompt);
        assertTrue(prompt.contains("Table warnings:\n- sales_regions (the question says \"region\"): sales_regions "
                + "is the sales team's quota list. Use instead: warehouses → regions\n"), prompt);
        assertTrue(prompt.contains("No foreign-key path joins sales_regions to order_lines"), prompt);
    }

    @Test
    void theKnowledgeFilesMetricTimeRuleAndSynonymReachThePromptTheServerReceives() throws NlFailure, IOException {
        Path file = Files.writeString(dir.resolve("metrics.json"), """
                {"metrics": {"units_sold": {"description": "order line quantities, returns left out",
                   "words": ["units sold"], "sql": "sum(l.qty)", "table": "order_lines l", "filters": ["l.qty > 0"]}},
                 "synonyms": {"tables": {"depots": "warehouses"}},
                 "time": {"fiscal_year_start": "04-01",
                   "rules": {"last quarter": "{column} >= date_trunc('quarter', now()) - interval '3 months' AND {column} < date_trunc('quarter', now())"}},
                 "groupings": {"units_sold": "w.warehouse_name"}}
                """);
        ollama.enqueue(answer("```sql\nSELECT sum(qty) FROM order_lines WHERE qty > 0\n```"));
        String question = "How many units sold per depots in the last quarter?";
        Translation translation = new NlPipeline().translate(request(question, stages(file)));
        String prompt = ollama.lastModelRequest().promptText();
        assertTrue(prompt.contains("Business definitions:\n- units_sold (the question says \"units sold\"): order line "
                + "quantities, returns left out\n  SQL: sum(l.qty) FROM order_lines l\n  Mandatory filters: l.qty > 0\n"
                + "  Default grouping: w.warehouse_name\n- \"last quarter\" means: {column} >= date_trunc('quarter', now())"),
                prompt);
        assertTrue(prompt.contains("- The fiscal year starts on April 1"), prompt);
        assertTrue(prompt.indexOf("Business definitions:") < prompt.indexOf("Question: " + question), prompt);
        SchemaContract contract = translation.report().output("schema-link", SchemaContract.class).orElseThrow();
        assertTrue(contract.required().stream().anyMatch(t -> t.name().name().equals("warehouses")),
                "depots is warehouses: " + contract.required());
    }

    @Test
    void withTheStagesOffThePromptIsSchemaAndQuestionOnly() throws NlFailure {
        ollama.enqueue(answer("```sql\n" + ANSWER + "\n```"));
        NlStages off = new NlStages(NlStages.Switch.OFF, 500, NlStages.Embeddings.OFF, false, 0, Optional.empty(),
                Optional.empty(), false, false, true, true, false).withAbstention(NlAbstention.OFF);
        Translation translation = new NlPipeline().translate(request(QUESTION, off));
        String prompt = ollama.lastModelRequest().promptText();
        assertFalse(prompt.contains("Schema contract:") || prompt.contains("Join paths:")
                || prompt.contains("Table warnings:"), prompt);
        assertEquals(List.of("retrieve", "prompt", "generate", "evaluate"),
                translation.report().stages().stream().map(TranslationReport.Stage::name).toList());
    }

    @Test
    void aBadKnowledgeFileFailsTheQuestionNamingTheFileAndThePlace() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.json"), "{\"confusables\": [{\"table\": \"sales_regions\", "
                + "\"triggers\": \"region\", \"warning\": \"w\"}]}");
        KnowledgeFileException e = assertThrows(KnowledgeFileException.class,
                () -> new NlPipeline().translate(request(QUESTION, stages(bad))));
        assertTrue(e.getMessage().contains(bad.toString()) && e.getMessage().contains("$.confusables[0].triggers"),
                e.getMessage());
        assertEquals(0, ollama.requests("/api/chat").size(), "nothing is asked with a broken file");
    }

    private Path knowledge() throws IOException {
        return Files.writeString(dir.resolve("knowledge.json"), """
                {"confusables": [{"table": "sales_regions", "triggers": ["region", "by region"],
                  "warning": "sales_regions is the sales team's quota list.", "preferred": ["warehouses", "regions"]}]}
                """);
    }

    private static NlStages stages(Path knowledge) {
        NlStages d = NlStages.DEFAULT;
        return new NlStages(d.routing(), d.routingMinTables(), NlStages.Embeddings.OFF, d.values(), d.valuesPerColumn(),
                d.examples(), Optional.of(knowledge), true, true, d.reranker(), d.explain(), d.valueCheck());
    }

    private NlRequest request(String question, NlStages stages) {
        NlSettings settings = new NlSettings("NL:", URI.create(ollama.baseUrl()), ScriptedOllama.DEFAULT_MODEL,
                "nomic-embed-text", 1, Duration.ofSeconds(5), Duration.ofSeconds(5), 100, 0).withStages(stages);
        CandidateCheck allow = Decision::allow;
        return new NlRequest(question, catalog, settings, new Target(db), allow, "grounded");
    }

    private record Target(TestDatabase db) implements NlTarget {
        @Override
        public Connection open() throws SQLException {
            return db.connect();
        }

        @Override
        public String key() {
            return db.jdbcUrl();
        }

        @Override
        public boolean isPostgres() {
            return true;
        }
    }
}
