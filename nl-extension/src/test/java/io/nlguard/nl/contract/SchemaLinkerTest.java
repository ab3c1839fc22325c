package io.nlguard.nl.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.knowledge.Confusable;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.retrieve.ChosenTable;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class SchemaLinkerTest {

    private static final Catalog SHOP = ShopCatalog.catalog();

    private final SchemaLinker linker = new SchemaLinker();

    @Test
    void keyphrasesAreQuotedValuesNumbersContentWordsAndBigrams() {
        List<Keyphrase> phrases = Keyphrases.of("Which customers in \"New York\" ordered more than 3 products?");
        assertEquals(new Keyphrase("New York", List.of("new", "york"), Keyphrase.Kind.QUOTED, false), phrases.get(0));
        List<String> texts = phrases.stream().map(p -> p.kind() + ":" + p.text()).toList();
        assertEquals(List.of("QUOTED:New York", "WORD:customers", "WORD:new", "WORD:york", "BIGRAM:new york",
                "WORD:ordered", "NUMBER:3", "WORD:products"), texts);
        assertTrue(phrases.stream().filter(p -> p.text().equals("ordered")).findFirst().orElseThrow().metric());
    }

    @Test
    void scoresFollowTheSeedExactPrefixSubstring() {
        assertEquals(1.0, MatchScore.word("cities", List.of("city")));
        assertEquals(0.8, MatchScore.word("quant", List.of("quantity")));
        assertEquals(0.7, MatchScore.word("mail", List.of("email")));
        assertEquals(0.0, MatchScore.word("age", List.of("stage")), "a partial match needs four letters");
        assertEquals(0.8, MatchScore.word("enrolled", List.of("enrollment")), "a verb form's root");
        assertEquals(1.0, MatchScore.word("ids", List.of("id")));
        Keyphrase date = new Keyphrase("date", List.of("date"), Keyphrase.Kind.WORD, false);
        Keyphrase orderDate = new Keyphrase("order date", List.of("order", "date"), Keyphrase.Kind.BIGRAM, false);
        List<String> words = List.of("order", "date");
        assertEquals(0.8, MatchScore.of(date, "order_date", "orders", words, words), 1e-9);
        assertEquals(1.0, MatchScore.of(orderDate, "order_date", "orders", words, words), 1e-9);
        Keyphrase typo = new Keyphrase("oder_date", List.of("oder", "date"), Keyphrase.Kind.WORD, false);
        assertTrue(MatchScore.of(typo, "order_date", "orders", words, words) >= 0.85, "the guard's matcher: one edit");
    }

    @Test
    void linksColumnsTablesAndQuotedValues() {
        SchemaContract contract = linker.link(SHOP, context("orders", "customers", "products"),
                "What is the total amount of the orders of customers in the city 'Oslo'?");
        assertEquals(List.of("orders", "customers"), names(contract.required()));
        assertTrue(columns(contract.columns()).get("orders").contains("total_amt"), contract.columns().toString());
        assertEquals("'Oslo' → customers.city", contract.valueHints().get(0).describe());
        assertTrue(contract.unsupported().isEmpty(), contract.unsupported().toString());
        String text = ContractText.render(contract);
        assertTrue(text.startsWith("Required tables: orders, customers\nAllowed columns:\n- orders: order_id, "), text);
        assertTrue(text.contains("Value hints:\n- 'Oslo' → customers.city\n"), text);
    }

    @Test
    void theWordBeforeAQuotedValueSaysWhichColumnHoldsIt() {
        SchemaContract contract = linker.link(SHOP, context("products", "suppliers"),
                "Which products of category 'Toys' come from suppliers of country 'Norway'?");
        assertEquals(List.of("'Toys' → products.category", "'Norway' → suppliers.country"),
                contract.valueHints().stream().map(ValueHint::describe).toList());
        assertEquals("category", Keyphrases.head("of category 'Toys' now", "Toys").text());
        assertEquals(null, Keyphrases.head("'Toys' first", "Toys"));
    }

    @Test
    void anApostropheIsNotAQuote() {
        SchemaContract contract = linker.link(SHOP, context("customers", "orders"),
                "What's each customer's city and the status 'shipped' of the customers' orders?");
        assertEquals(List.of("'shipped' → orders.status"), contract.valueHints().stream().map(ValueHint::describe).toList());
    }

    @Test
    void aChildWithoutTheDateItIsAskedForIsRedirectedToItsParent() {
        SchemaContract contract = linker.link(SHOP, context("order_items", "products"),
                "How many order items of each product category were sold per month?");
        assertEquals(java.util.Set.of("order_items", "products"), java.util.Set.copyOf(names(contract.required())));
        assertEquals(1, contract.warnings().size(), contract.warnings().toString());
        assertEquals("order_items has no date column: use orders.order_date (JOIN orders ON order_items.order_id = "
                + "orders.order_id)", contract.warnings().get(0).text());
        assertTrue(ContractText.render(contract).contains("Column warnings:\n- order_items has no date column"));
    }

    @Test
    void wordsThatMatchNothingAreUnsupportedConceptsButNotValuesVerbsOrDates() {
        SchemaContract contract = linker.link(SHOP, context("customers", "orders"),
                "Which customers in Oslo have the gold loyalty tier and were enrolled recently?");
        assertEquals(List.of("gold", "loyalty", "tier"), contract.unsupported());
        assertEquals(List.of("customers"), names(contract.required()));
    }

    @Test
    void withNothingMatchedRetrievalsBestTableIsRequired() {
        SchemaContract contract = linker.link(SHOP, context("suppliers"), "Anything?");
        assertEquals(List.of("suppliers"), names(contract.required()));
    }

    @Test
    void confusableTablesWarnOnlyWhenInContextAndTriggered() {
        Knowledge knowledge = new Knowledge(Map.of(), List.of(new Confusable("reviews", List.of("rating", "stars"),
                "reviews has no key to products; ratings of a product are not in this schema.", List.of())));
        assertEquals("- reviews (the question says \"rating\"): reviews has no key to products; ratings of a product "
                + "are not in this schema.\n", TableWarnings.render(TableWarnings.of(knowledge,
                context("products", "reviews").tables(), "What is the average rating of each product?")));
        assertTrue(TableWarnings.of(knowledge, context("products", "reviews").tables(), "List the products").isEmpty());
        assertTrue(TableWarnings.of(knowledge, context("products").tables(), "Average rating per product").isEmpty());
    }

    static SchemaContext context(String... tables) {
        List<ChosenTable> chosen = new ArrayList<>();
        for (String name : tables) {
            Table table = SHOP.table(name).orElseThrow();
            chosen.add(new ChosenTable(table, table.columns(), false));
        }
        return new SchemaContext(chosen, "", 0);
    }

    private static List<String> names(List<Table> tables) {
        return tables.stream().map(t -> t.name().name()).toList();
    }

    private static Map<String, List<String>> columns(Map<Table, List<Column>> columns) {
        Map<String, List<String>> names = new java.util.LinkedHashMap<>();
        columns.forEach((t, cs) -> names.put(t.name().name(), cs.stream().map(Column::name).toList()));
        return names;
    }
}
