package io.nlguard.cli.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.model.data.Benchmark;
import io.nlguard.model.data.Corpus;
import io.nlguard.nl.values.CatalogValues;
import io.nlguard.nl.values.ColumnValues;
import io.nlguard.nl.values.ValueBounds;
import org.junit.jupiter.api.Test;

/** The values of the Spider dev SQLite files (skipped without the corpus). */
class SqliteValueSourceTest {

    private static final Optional<Corpus> CORPUS = Corpus.locate();

    @Test
    void readsTheTextValuesOfASpiderDatabase() throws SQLException {
        assumeTrue(CORPUS.isPresent(), "skipped: no corpus");
        Catalog world = CORPUS.get().schemas(Benchmark.SPIDER_DEV).get("world_1");
        CatalogValues values = SqliteValueSource.of(CORPUS.get().dir(), "world_1").orElseThrow()
                .read(world, ValueBounds.of(1000));
        List<String> continents = values.columns().stream()
                .filter(c -> c.table().name().name().equals("country") && c.column().name().equals("Continent"))
                .map(ColumnValues::values).findFirst().orElseThrow();
        assertEquals(List.of("Africa", "Antarctica", "Asia", "Europe", "North America", "Oceania", "South America"),
                continents.stream().sorted().toList());
        assertTrue(values.columns().stream().noneMatch(c -> c.column().name().equals("Population")), "no number column");
        assertEquals(0, values.skipped());
    }

    @Test
    void aDatabaseWithoutItsFileHasNoSource() {
        assumeTrue(CORPUS.isPresent(), "skipped: no corpus");
        assertTrue(SqliteValueSource.of(CORPUS.get().dir(), "wta_1").isEmpty());
    }
}
