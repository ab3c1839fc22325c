package io.nlguard.nl.retrieve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class ColumnSelectionTest {

    private final Catalog shop = ShopCatalog.catalog();
    private final SchemaIndex index = SchemaIndex.build(shop);
    private final RetrievalSettings settings = RetrievalSettings.DEFAULT;

    @Test
    void matchedColumnsAndTheLabelColumn() {
        String question = "Which city does each customer live in?";
        ColumnSelection selection = new ColumnSelection(List.of(t("customers")), matches(question), settings, question);
        assertEquals(List.of("customer_id", "first_name", "city"), names(selection.of(t("customers"))),
                "customer_id matched by 'customer', first_name as the label, city matched");
    }

    @Test
    void joinKeysOnlyBetweenChosenTables() {
        String question = "which status";
        ColumnSelection alone = new ColumnSelection(List.of(t("orders")), matches(question), settings, question);
        assertEquals(List.of("status"), names(alone.of(t("orders"))));
        ColumnSelection joined = new ColumnSelection(List.of(t("orders"), t("customers")), matches(question), settings, question);
        assertEquals(List.of("customer_id", "status"), names(joined.of(t("orders"))));
        assertEquals(List.of("customer_id", "first_name"), names(joined.of(t("customers"))));
    }

    @Test
    void aYearInTheQuestionKeepsTheDateColumns() {
        String question = "orders in 2019";
        ColumnSelection selection = new ColumnSelection(List.of(t("orders")), matches(question), settings, question);
        assertEquals(List.of("order_id", "order_date"), names(selection.of(t("orders"))));
    }

    @Test
    void matchedColumnsAreCappedAndSmallTablesGivenWhole() {
        String question = "first name, last name, city and birth date of customers";
        ColumnSelection capped = new ColumnSelection(List.of(t("customers")), matches(question),
                new RetrievalSettings(true, true, 3, 0, 0, 8, 1, 0, 0), question);
        assertEquals(2, capped.of(t("customers")).size(), "one match and the label column");
        ColumnSelection whole = new ColumnSelection(List.of(t("reviews")), matches(question),
                new RetrievalSettings(true, true, 3, 0, 0, 8, 1, 0, 3), question);
        assertEquals(3, whole.of(t("reviews")).size());
    }

    @Test
    void aColumnWhoseValueTheQuestionNamesIsKept() {
        String question = "customers from Oslo";
        ColumnSelection without = new ColumnSelection(List.of(t("customers")), matches(question), settings, question);
        assertEquals(List.of("customer_id", "first_name"), names(without.of(t("customers"))));
        ScoredColumn city = new ScoredColumn(t("customers"), t("customers").column("city").orElseThrow(), 1.0);
        ColumnSelection with = new ColumnSelection(List.of(t("customers")), matches(question), settings, question,
                List.of(city));
        assertEquals(List.of("customer_id", "first_name", "city"), names(with.of(t("customers"))));
    }

    private List<ScoredColumn> matches(String question) {
        return index.columns(index.query(question));
    }

    private static List<String> names(List<Column> columns) {
        return columns.stream().map(Column::name).toList();
    }

    private Table t(String name) {
        return shop.table(name).orElseThrow();
    }
}
