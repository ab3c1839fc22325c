package io.nlguard.nl.retrieve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class RankFusionTest {

    private final Catalog shop = ShopCatalog.catalog();
    private final Table customers = shop.table("customers").orElseThrow();
    private final Table orders = shop.table("orders").orElseThrow();
    private final Table products = shop.table("products").orElseThrow();

    @Test
    void aTableBothRankingsAgreeOnWins() {
        List<ScoredTable> bm25 = List.of(new ScoredTable(customers, 9), new ScoredTable(orders, 5));
        List<ScoredTable> other = List.of(new ScoredTable(products, 0.9), new ScoredTable(orders, 0.8));
        List<ScoredTable> fused = RankFusion.fuse(List.of(bm25, other), RankFusion.K);
        assertEquals(orders, fused.get(0).table());
        assertEquals(1.0 / 62 + 1.0 / 62, fused.get(0).score(), 1e-12);
        assertEquals(List.of(orders, customers, products), fused.stream().map(ScoredTable::table).toList(),
                "equal scores keep first-seen order");
    }

    @Test
    void columnsLiftToTheirTablesByTheBestColumn() {
        Column city = customers.column("city").orElseThrow();
        Column name = customers.column("first_name").orElseThrow();
        Column status = orders.column("status").orElseThrow();
        List<ScoredTable> lifted = RankFusion.liftColumns(List.of(
                new ScoredColumn(orders, status, 3), new ScoredColumn(customers, city, 2), new ScoredColumn(customers, name, 4)));
        assertEquals(List.of(customers, orders), lifted.stream().map(ScoredTable::table).toList());
        assertEquals(4, lifted.get(0).score());
    }
}
