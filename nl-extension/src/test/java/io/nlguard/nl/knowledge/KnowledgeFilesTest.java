package io.nlguard.nl.knowledge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;

import io.nlguard.guard.names.NameWords;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KnowledgeFilesTest {

    static final String EXAMPLE = """
            {
              "description": "the sales database",
              "modules": {
                "sales": {"tables": ["customers"], "prefixes": ["sales_"], "keywords": ["order", "revenue"]},
                "hr": {"prefixes": ["hr_"]}
              },
              "confusables": [
                {"table": "sales_regions", "triggers": ["region", "by region"],
                 "warning": "sales_regions is the sales team's territory, not where a customer lives",
                 "preferred": ["customers", "addresses", "cities", "states_provinces"]}
              ]
            }
            """;

    @TempDir
    Path dir;

    private final KnowledgeFiles files = new KnowledgeFiles();

    @Test
    void readsModulesAndConfusablesInTheFilesOrder() throws IOException {
        Knowledge knowledge = files.of(write(EXAMPLE));
        assertEquals(List.of("sales", "hr"), List.copyOf(knowledge.modules().keySet()));
        ModuleDefinition sales = knowledge.modules().get("sales");
        assertTrue(sales.covers(table("sales_orders")));
        assertTrue(sales.covers(table("Customers")));
        assertFalse(sales.covers(table("hr_staff")));
        assertEquals(List.of("order", "revenue"), sales.keywords());
        Confusable regions = knowledge.confusables().get(0);
        assertTrue(regions.isAbout(table("sales_regions")));
        assertEquals(List.of("customers", "addresses", "cities", "states_provinces"), regions.preferred());
        assertEquals(List.of("region", "by region"), regions.triggeredBy(NameWords.of("revenue by region in 2024")));
        assertEquals(List.of("region"), regions.triggeredBy(NameWords.of("list the regions")));
        assertEquals(List.of(), regions.triggeredBy(NameWords.of("regional managers")));
    }

    @Test
    void noFileIsNoKnowledge() {
        assertSame(Knowledge.EMPTY, files.of(Optional.empty()));
    }

    @Test
    void anUnknownTopLevelKeyNamesTheKnownOnes() throws IOException {
        Path file = write("{\"modules\": {}, \"glossary\": []}");
        KnowledgeFileException e = assertThrows(KnowledgeFileException.class, () -> files.of(file));
        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("$.glossary: unknown key \"glossary\"; the known keys are description, "
                + "modules, confusables, metrics, synonyms, time, groupings"), e.getMessage());
    }

    @Test
    void aValueOfTheWrongShapeIsNamedByItsJsonPath() throws IOException {
        assertProblem("{\"confusables\": [{\"table\": \"a\", \"triggers\": [\"x\"], \"warning\": \"w\"},"
                + " {\"table\": \"b\", \"triggers\": \"y\", \"warning\": \"w\"}]}",
                "$.confusables[1].triggers: expected an array, found a string");
        assertProblem("{\"confusables\": [{\"table\": \"a\", \"triggers\": [\"x\"]}]}",
                "$.confusables[0]: \"warning\" is missing");
        assertProblem("{\"modules\": {\"sales & ops\": {\"keywords\": [\"x\"]}}}",
                "$.modules[\"sales & ops\"]: a module needs \"tables\" or \"prefixes\"");
        assertProblem("{\"modules\": {\"s\": {\"tables\": [\"t\", 3]}}}",
                "$.modules.s.tables[1]: expected a string, found a number");
        assertProblem("{\"modules\": {\"s\": {\"table\": [\"t\"]}}}",
                "$.modules.s.table: unknown key \"table\"; the known keys are tables, prefixes, keywords");
        assertProblem("[]", "$: expected an object, found an array");
    }

    @Test
    void invalidJsonSaysWhere() throws IOException {
        assertProblem("{\n  \"modules\": {,\n}", "not valid JSON: line 2");
    }

    @Test
    void aFileIsReadAgainOnlyWhenItChanges() throws IOException {
        Path file = write(EXAMPLE);
        Knowledge first = files.of(file);
        assertSame(first, files.of(file));
        Files.writeString(file, "{\"modules\": {\"hr\": {\"prefixes\": [\"hr_\"]}}}");
        Files.setLastModifiedTime(file, FileTime.fromMillis(Files.getLastModifiedTime(file).toMillis() + 5000));
        assertEquals(List.of("hr"), List.copyOf(files.of(file).modules().keySet()));
    }

    @Test
    void theDocumentedExampleReads() throws IOException {
        Path doc = Path.of("..", "docs", "knowledge-file.md");
        String text = Files.readString(doc);
        int start = text.indexOf("```json\n") + "```json\n".length();
        String json = text.substring(start, text.indexOf("```", start));
        Knowledge knowledge = files.of(write(json));
        assertFalse(knowledge.modules().isEmpty());
        assertFalse(knowledge.confusables().isEmpty());
    }

    private void assertProblem(String json, String expected) throws IOException {
        Path file = write(json);
        KnowledgeFileException e = assertThrows(KnowledgeFileException.class, () -> files.of(file));
        assertTrue(e.getMessage().contains(expected), e.getMessage());
        assertTrue(e.getMessage().contains(file.toString()), e.getMessage());
    }

    private Path write(String json) throws IOException {
        Path file = Files.createTempFile(dir, "knowledge", ".json");
        Files.writeString(file, json);
        return file;
    }

    static Table table(String name) {
        return new Table(new TableName("public", name), TableKind.TABLE,
                List.of(new Column("id", 1, java.sql.Types.INTEGER, "integer", false)), List.of("id"), List.of());
    }
}
