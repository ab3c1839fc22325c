package io.nlguard.guard.types.calcite;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.types.calcite.DeepValidation.Status;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DeepValidatorsTest {

    private static final List<String> MIXED = List.of(
            "SELECT c.name, sum(o.total) FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.name",
            "SELECT nmae FROM customers",
            "SELECT * FROM customers WHERE created > '2024-01-01'::date",
            "SELECT DISTINCT ON (name) name FROM customers",
            "WITH t AS (SELECT id FROM customers) SELECT * FROM t WHERE id IN (SELECT customer_id FROM orders)",
            "SELECT name, count(*) FROM customers",
            "SELECT orderid FROM salesorders",
            "SELECT now()");

    @Test
    void oneValidatorPerCatalogVersion() {
        Catalog catalog = TestCatalogs.shop();
        DeepValidator first = DeepValidators.forCatalog(catalog);
        assertSame(first, DeepValidators.forCatalog(catalog));
        assertEquals(catalog.version(), first.catalogVersion());
        Catalog reloaded = TestCatalogs.shop();
        assertNotSame(first, DeepValidators.forCatalog(reloaded));
    }

    @Test
    void validatesFromManyThreadsAtOnce() throws Exception {
        DeepValidator validator = DeepValidators.forCatalog(TestCatalogs.shop());
        List<Status> expected = new ArrayList<>();
        for (String sql : MIXED) {
            expected.add(validator.validate(sql).status());
        }
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Callable<List<Status>>> rounds = new ArrayList<>();
            for (int t = 0; t < 16; t++) {
                rounds.add(() -> {
                    List<Status> seen = new ArrayList<>();
                    for (int i = 0; i < 5; i++) {
                        seen.clear();
                        for (String sql : MIXED) {
                            seen.add(validator.validate(sql).status());
                        }
                    }
                    return seen;
                });
            }
            for (Future<List<Status>> round : pool.invokeAll(rounds)) {
                assertEquals(expected, round.get());
            }
        } finally {
            pool.shutdown();
            assertTrue(pool.awaitTermination(30, TimeUnit.SECONDS));
        }
        assertEquals(List.of(Status.VALID, Status.INVALID, Status.VALID, Status.UNSUPPORTED, Status.VALID,
                Status.INVALID, Status.VALID, Status.UNSUPPORTED), expected);
    }
}
