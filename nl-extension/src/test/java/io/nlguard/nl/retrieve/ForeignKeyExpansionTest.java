package io.nlguard.nl.retrieve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.joins.ForeignKeyGraph;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class ForeignKeyExpansionTest {

    private final Catalog shop = ShopCatalog.catalog();
    private final ForeignKeyGraph graph = ForeignKeyGraph.of(shop);

    @Test
    void addsTheBridgeBetweenTwoChosenTables() {
        List<Table> added = ForeignKeyExpansion.expand(graph, List.of(t("orders"), t("products")), Set.of(), 8);
        assertEquals(List.of(t("order_items")), added);
    }

    @Test
    void addsANeighbourTheQuestionPointsAtAndNothingElse() {
        assertEquals(List.of(t("suppliers")),
                ForeignKeyExpansion.expand(graph, List.of(t("products")), Set.of(t("suppliers"), t("reviews")), 8));
        assertEquals(List.of(), ForeignKeyExpansion.expand(graph, List.of(t("products")), Set.of(), 8));
    }

    @Test
    void neverExpandsThroughAHub() {
        // products has two neighbours (order_items, suppliers): over a cap of one it is a hub
        assertEquals(List.of(), ForeignKeyExpansion.expand(graph, List.of(t("products")), Set.of(t("suppliers")), 1));
    }

    private Table t(String name) {
        return shop.table(name).orElseThrow();
    }
}
