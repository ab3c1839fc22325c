package io.nlguard.nl.contract;

import static io.nlguard.nl.contract.SchemaLinkerTest.context;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.knowledge.Synonyms;
import io.nlguard.nl.linking.TablesJsonComments;
import io.nlguard.nl.retrieve.SchemaComments;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

/** The schema's comments as evidence of the linker: a word said only in a comment is not one the schema lacks. */
class CommentLinkingTest {

    private static final Catalog SHOP = ShopCatalog.catalog();

    /** reviews.stars is the customer's rating; suppliers are the shop's vendors. */
    private static final SchemaComments COMMENTS = (table, column) -> switch (table.name().name() + "."
            + (column == null ? "" : column.name())) {
        case "reviews.stars" -> "The customer's rating of the product, from 1 to 5";
        case "suppliers." -> "Vendors that deliver the products";
        default -> "";
    };

    private final SchemaLinker linker = new SchemaLinker();

    @Test
    void aWordOnlyAColumnsCommentSaysIsNoLongerUnsupported() {
        String question = "What is the average rating of the reviews with a long body?";
        SchemaContract without = linker.link(SHOP, context("reviews", "products"), question);
        assertEquals(List.of("rating", "long"), without.unsupported());
        SchemaContract with = linker.link(SHOP, context("reviews", "products"), question, COMMENTS);
        assertEquals(List.of("long"), with.unsupported(), "the comment's words cover rating, nothing else");
    }

    @Test
    void aWordOnlyATablesCommentSaysIsNoLongerUnsupported() {
        String question = "Which vendors are in Norway?";
        assertEquals(List.of("vendors"), linker.link(SHOP, context("suppliers"), question).unsupported());
        assertTrue(linker.link(SHOP, context("suppliers"), question, Synonyms.NONE, COMMENTS).unsupported().isEmpty());
    }

    @Test
    void aCommentOnlyMatchNamesNoColumnAndRequiresNoTable() {
        String question = "What is the average rating?";
        SchemaContract with = linker.link(SHOP, context("orders", "reviews"), question, COMMENTS);
        assertTrue(with.unsupported().isEmpty(), with.unsupported().toString());
        assertTrue(with.matches().stream().noneMatch(m -> m.phrase().text().equals("rating")), with.matches().toString());
        SchemaContract without = linker.link(SHOP, context("orders", "reviews"), question);
        assertEquals(without.required(), with.required(), "the comment changes no required table");
        assertEquals(without.matches(), with.matches());
    }

    @Test
    void theFunctionWordsOfACommentSentenceMatchNothing() {
        assertEquals(List.of("stars", "customer", "rating"),
                CommentMatches.plus(List.of("stars"), "The customer's rating of the, to"));
        List<String> gloss = List.of("stars");
        assertTrue(CommentMatches.plus(gloss, "") == gloss && CommentMatches.plus(gloss, "Stars") == gloss);
    }

    @Test
    void aTablesJsonNaturalNameIsAComment() throws Exception {
        String json = ShopCatalog.JSON.replace("\"table_names_original\"", """
                "table_names": ["customers", "orders", "products", "order items", "suppliers", "reviews"],
                "column_names": [[-1, "*"],
                  [0, "customer id"], [0, "first name"], [0, "last name"], [0, "city"], [0, "date of birth"],
                  [1, "order id"], [1, "customer id"], [1, "order date"], [1, "total amount"], [1, "status"],
                  [2, "product id"], [2, "product name"], [2, "unit price"], [2, "supplier id"], [2, "category"],
                  [3, "order id"], [3, "product id"], [3, "quantity"],
                  [4, "supplier id"], [4, "company name"], [4, "country"],
                  [5, "review id"], [5, "rating"], [5, "body"]],
                "table_names_original\"""");
        SchemaComments natural = TablesJsonComments.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)))
                .get("shop");
        String question = "What is the rating of each review?";
        assertEquals(List.of("rating"), linker.link(SHOP, context("reviews"), question).unsupported());
        assertTrue(linker.link(SHOP, context("reviews"), question, natural).unsupported().isEmpty());
    }
}
