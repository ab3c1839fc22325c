package io.nlguard.nl.linking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TablesJsonReader;
import io.nlguard.nl.retrieve.MSchema;
import io.nlguard.nl.retrieve.ChosenTable;
import io.nlguard.nl.retrieve.SchemaComments;
import io.nlguard.nl.retrieve.SchemaIndex;
import org.junit.jupiter.api.Test;

class TablesJsonCommentsTest {

    private static final String JSON = """
            [{"db_id": "schools",
              "table_names_original": ["satscores"], "table_names": ["sat scores"],
              "column_names_original": [[-1, "*"], [0, "cds"], [0, "NumTstTakr"], [0, "AvgScrRead"], [0, "enroll_12"], [0, "dname"]],
              "column_names": [[-1, "*"], [0, "cds"], [0, "Number of Test Takers"], [0, "average scores in Reading"], [0, "enroll 12"], [0, "district name"]],
              "column_types": ["text", "text", "number", "number", "number", "text"],
              "primary_keys": [1], "foreign_keys": []}]
            """;

    @Test
    void naturalNamesThatSaySomethingMoreBecomeComments() throws IOException {
        Catalog catalog = TablesJsonReader.read(in()).get("schools");
        SchemaComments comments = TablesJsonComments.read(in()).get("schools");
        Table sat = catalog.table("satscores").orElseThrow();
        assertEquals("Number of Test Takers", comments.of(sat, sat.column("NumTstTakr").orElseThrow()));
        assertEquals("", comments.of(sat, sat.column("enroll_12").orElseThrow()), "only the original's words");
        assertEquals("", comments.of(sat, sat.column("cds").orElseThrow()));
        assertEquals("", comments.of(sat, null), "sat scores is satscores run apart");
    }

    @Test
    void commentsAreSearchedAndShown() throws IOException {
        Catalog catalog = TablesJsonReader.read(in()).get("schools");
        SchemaComments comments = TablesJsonComments.read(in()).get("schools");
        Table sat = catalog.table("satscores").orElseThrow();
        SchemaIndex plain = SchemaIndex.build(catalog);
        SchemaIndex commented = SchemaIndex.build(catalog, comments);
        String question = "in which district";
        assertTrue(plain.columns(plain.query(question)).isEmpty());
        assertEquals("dname", commented.columns(commented.query(question)).get(0).column().name());
        String text = MSchema.render("schools", List.of(new ChosenTable(sat, List.of(sat.column("NumTstTakr").orElseThrow()), false)), comments);
        assertTrue(text.contains("(NumTstTakr:NUMERIC, Number of Test Takers)"), text);
    }

    private static ByteArrayInputStream in() {
        return new ByteArrayInputStream(JSON.getBytes(StandardCharsets.UTF_8));
    }
}
