package io.nlguard.guard.verdict;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.nlguard.guard.GoldData;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogSource;
import org.junit.jupiter.api.Test;

/**
 * The guard under hostile input: mutants of real queries (Spider dev's gold when the data folder is there)
 * and of attacks, in the shapes of {@link HostileMutations}. Each inspection must come back with a
 * decision (no exception escapes the engine) within twice the parse timeout and a second, and an attack
 * the firewall blocks when it parses must not run once made unparseable by nesting or padding. Runs for
 * {@code nlguard.fuzz.seconds} (20 in the build; e.g. {@code mvn -pl guard test -Dtest=GuardFuzzTest
 * -Dnlguard.fuzz.seconds=1800} for half an hour).
 */
class GuardFuzzTest {

    private static final List<String> ATTACKS = List.of(
            "SELECT id FROM users WHERE name = '' OR '1'='1'",
            "SELECT id FROM users WHERE id = 1 UNION SELECT 1 FROM pg_shadow",
            "SELECT id FROM users WHERE id = 1; DROP TABLE users",
            "SELECT id FROM users WHERE name = '' OR 1=1 --' AND pass = 'x'");

    private static final List<String> SEEDS = List.of(
            "SELECT name, count(*) FROM users u JOIN orders o ON o.user_id = u.id WHERE u.city = 'Oslo' GROUP BY name",
            "UPDATE users SET email = 'a@b.c' WHERE id = 7",
            "WITH t AS (SELECT $$a'b$$ AS v) SELECT v FROM t WHERE v LIKE E'a\\'%'",
            "DELETE FROM orders WHERE id IN (SELECT id FROM orders WHERE total < 0)");

    private final GuardEngine engine = new GuardEngine(GuardSettings.DEFAULT.withModel("off"));
    private final CatalogSource catalog = Catalog::empty;
    private final Duration bound = GuardSettings.DEFAULT.parseLimits().timeout().multipliedBy(2).plusSeconds(1);

    @Test
    void everyMutantGetsADecisionWithinTheBound() throws IOException {
        List<String> seeds = new ArrayList<>(SEEDS);
        seeds.addAll(ATTACKS);
        seeds.addAll(gold(300));
        HostileMutations mutations = new HostileMutations(20261127L);
        long until = System.nanoTime() + Duration.ofSeconds(Long.getLong("nlguard.fuzz.seconds", 20)).toNanos();
        int cases = 0;
        while (System.nanoTime() < until || cases < 200) {
            String sql = mutations.mutate(seeds.get(cases % seeds.size()));
            inspectWithinBound(sql);
            cases++;
        }
        assertTrue(cases >= 200, "cases: " + cases);
    }

    @Test
    void anAttackBlockedWhenItParsesIsNotRunWhenMadeUnparseable() {
        for (String attack : ATTACKS) {
            assertTrue(inspectWithinBound(attack).blocked(), attack);
            for (String hidden : List.of(HostileMutations.nest(attack, 1_000), HostileMutations.nest(attack, 100_000),
                    HostileMutations.pad(attack, " ", 1_100_000), HostileMutations.pad(attack, "/* x */", 200_000))) {
                Decision decision = inspectWithinBound(hidden);
                assertTrue(decision.blocked(), "ran once made unparseable (" + hidden.length() + " chars): "
                        + hidden.substring(0, Math.min(200, hidden.length())));
            }
        }
    }

    private Decision inspectWithinBound(String sql) {
        long started = System.nanoTime();
        Decision decision = engine.inspect(sql, new GuardContext(EntryPoint.EXECUTE, catalog));
        Duration took = Duration.ofNanos(System.nanoTime() - started);
        assertTrue(took.compareTo(bound) <= 0, "took " + took.toMillis() + " ms (bound " + bound.toMillis()
                + " ms): " + sql.substring(0, Math.min(200, sql.length())));
        return decision;
    }

    private static List<String> gold(int most) throws IOException {
        Path data = GoldData.dataDirectory();
        Path file = data == null ? null : data.resolve("spider_dev_gold/dev.json");
        if (file == null || !Files.isRegularFile(file)) {
            return List.of();
        }
        List<String> queries = new ArrayList<>();
        for (JsonNode example : new ObjectMapper().readTree(file.toFile())) {
            if (queries.size() < most) {
                queries.add(example.get("query").asText());
            }
        }
        return queries;
    }
}
