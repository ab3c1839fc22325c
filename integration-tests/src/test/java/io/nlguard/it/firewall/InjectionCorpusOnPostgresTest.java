package io.nlguard.it.firewall;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.it.firewall.InjectionCorpus.Case;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The firewall against injection, as a vulnerable application meets it: every statement of the corpus sent
 * through {@code jdbc:nlguard:} with the default settings (block mode, the bundled model) to a real
 * PostgreSQL, each in a transaction rolled back after it, so an attack the guard lets through harms
 * nothing the next one needs. An attack counts only when it works without the guard: sent first on a
 * plain connection, PostgreSQL must run it (an error-based attack must fail only with the data error it
 * provokes, not as malformed: a syntax error, an unknown column or table, mismatched UNION types). An
 * attack PostgreSQL rejects was broken by the splicing and attacks nothing. A statement is blocked when the
 * guard refuses it (SQLSTATE {@code 42NG*} or {@code 58NG*}); PostgreSQL's own errors do not count as
 * blocks. The table of block rates per family is written to {@code target/injection-corpus.md}.
 */
@RealPostgres
class InjectionCorpusOnPostgresTest {

    /**
     * The least share of each family's attacks blocked, as measured: raise a family's floor when the
     * firewall gets better; the goal is 0.95 for every family.
     */
    private static final Map<String, Double> FLOOR = Map.of(
            "tautology", 1.0, "comment-truncation", 1.0, "stacked", 1.0, "union", 1.0, "boolean-blind", 1.0,
            "error-based", 1.0, "time-based", 1.0, "file-and-command", 1.0, "obfuscation", 1.0);

    /** The most benign look-alikes blocked: none. */
    private static final double FALSE_BLOCKS = 0.0;

    private TestDatabase db;

    @BeforeEach
    void setUp(TestDatabase db) throws SQLException {
        this.db = db;
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists reviews, orders, products, users");
            s.execute("create table users(id int primary key, name text not null, pass text not null, email text)");
            s.execute("create table products(id int primary key, name text not null, price numeric(10,2) not null,"
                    + " attrs jsonb)");
            s.execute("create table orders(id int primary key, user_id int references users(id), product_id int"
                    + " references products(id))");
            s.execute("create table reviews(id serial primary key, product_id int references products(id), body text)");
            s.execute("insert into users values (7, 'ada', 'secret', 'ada@example.org'), (8, 'bo', 'hunter2', null)");
            s.execute("insert into products values (1, 'lamp', 20, '{\"color\": \"red\"}'), (2, 'desk', 120, null)");
            s.execute("insert into orders values (1, 7, 1), (2, 8, 2)");
        }
    }

    @Test
    void attacksAreBlockedFamilyByFamilyAndBenignLookAlikesRun() throws SQLException, IOException {
        Map<String, int[]> tally = new LinkedHashMap<>();
        List<String> missed = new ArrayList<>();
        List<String> falseBlocks = new ArrayList<>();
        Map<String, Integer> broken = new LinkedHashMap<>();
        try (Connection raw = db.connect(); Statement r = raw.createStatement();
             Connection c = db.connectGuarded(); Statement s = c.createStatement()) {
            r.execute("set statement_timeout = '1s'");
            raw.setAutoCommit(false);
            s.execute("set statement_timeout = '1s'");
            c.setAutoCommit(false);
            for (String family : InjectionCorpus.FAMILIES) {
                for (Case attack : InjectionCorpus.attacks(family)) {
                    if (!works(raw, r, attack.sql(), family.equals("error-based"))) {
                        broken.merge(family, 1, Integer::sum);
                        continue;
                    }
                    boolean blocked = blocked(c, s, attack.sql());
                    int[] counts = tally.computeIfAbsent(family, f -> new int[2]);
                    counts[0]++;
                    counts[1] += blocked ? 1 : 0;
                    if (!blocked) {
                        missed.add(family + " / " + attack.template() + ": " + attack.sql());
                    }
                }
            }
            for (Case benign : InjectionCorpus.benign()) {
                int[] counts = tally.computeIfAbsent("benign", f -> new int[2]);
                counts[0]++;
                if (blocked(c, s, benign.sql())) {
                    counts[1]++;
                    falseBlocks.add(benign.template() + ": " + benign.sql());
                }
            }
        }
        String table = table(tally) + "\nLeft out as broken once spliced (PostgreSQL rejects them without the guard): "
                + broken + "\n";
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "injection-corpus.md"), table + "\nMissed:\n" + String.join("\n", missed)
                + "\n\nFalse blocks:\n" + String.join("\n", falseBlocks) + "\n");
        System.out.println(table);
        for (String family : InjectionCorpus.FAMILIES) {
            int[] counts = tally.get(family);
            assertTrue(counts[1] >= FLOOR.get(family) * counts[0], family + " below its floor\n" + table);
        }
        int[] benign = tally.get("benign");
        assertTrue(benign[1] <= FALSE_BLOCKS * benign[0], "benign look-alikes blocked: " + falseBlocks);
    }

    /** SQLSTATEs of a statement that splicing broke: syntax error, undefined table or column, UNION types. */
    private static final List<String> MALFORMED = List.of("42601", "42P01", "42703", "42804", "42P18", "42846");

    /**
     * Runs one statement without the guard, rolled back: whether the attack works, i.e. PostgreSQL runs it,
     * or (an error-based attack) fails with an error other than a malformed statement's. A time-based attack
     * cancelled by the test's statement timeout worked.
     */
    private static boolean works(Connection raw, Statement r, String sql, boolean errorBased) throws SQLException {
        try {
            r.execute(sql);
            return true;
        } catch (SQLException e) {
            return "57014".equals(e.getSQLState()) || errorBased && !MALFORMED.contains(e.getSQLState());
        } finally {
            raw.rollback();
        }
    }

    /** Runs one statement in the open transaction and rolls it back; whether the guard refused it. */
    private static boolean blocked(Connection c, Statement s, String sql) throws SQLException {
        try {
            s.execute(sql);
            return false;
        } catch (SQLException e) {
            String state = e.getSQLState() == null ? "" : e.getSQLState();
            return state.startsWith("42NG") || state.startsWith("58NG");
        } finally {
            c.rollback();
        }
    }

    private static String table(Map<String, int[]> tally) {
        StringBuilder out = new StringBuilder("| family | statements | blocked | share |\n|---|---:|---:|---:|\n");
        tally.forEach((family, counts) -> out.append(String.format("| %s | %d | %d | %.1f%% |%n", family, counts[0],
                counts[1], 100.0 * counts[1] / Math.max(1, counts[0]))));
        return out.toString();
    }
}
