package io.nlguard.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import io.nlguard.testsupport.PostgresServer;
import io.nlguard.testsupport.TestDatabase;

/**
 * The firewall against another firewall's own test cases: Druid's WallFilter tests, read from a checkout of
 * alibaba/druid (nothing of it is kept in this repository), as the issue that asked for the comparison read them.
 * <pre>
 * git clone --depth 1 https://github.com/alibaba/druid
 * mvn -B -q -DskipTests package
 * java -cp benchmarks/target/benchmarks.jar io.nlguard.benchmarks.PeerFirewallCases \
 *      druid/core/src/test/java/com/alibaba/druid/bvt/filter/wall
 * </pre>
 * A case is an {@code assertTrue}/{@code assertFalse} of {@code WallUtils.isValidate<Dialect>("...")} with the
 * SQL as a string literal and no configuration argument, i.e. Druid's default policy (true: Druid allows it,
 * false: Druid denies it). The same SQL asserted both ways for different dialects is left out. A case is kept
 * when PostgreSQL's own parser accepts it (checked by compiling it into a PL/pgSQL function body, which parses
 * each statement without resolving a table), then sent to {@code Connection.nativeSQL} of a {@code jdbc:nlguard:}
 * connection with the default settings on an empty database: blocked when the guard refuses it (SQLSTATE
 * {@code 42NG*} or {@code 58NG*}). Nothing runs. Prints the block rates of allow and deny cases and every
 * disagreement, for the README's policy differences.
 */
public final class PeerFirewallCases {

    private static final Pattern CASE = Pattern.compile(
            "assert(True|False)\\s*\\(\\s*WallUtils\\.isValidate(\\w+)\\s*\\(\\s*((?:\"(?:\\\\.|[^\"\\\\])*\"\\s*\\+?\\s*(?://[^\\n]*\\n\\s*)?)+)\\)\\s*\\)");
    private static final Pattern LITERAL = Pattern.compile("\"((?:\\\\.|[^\"\\\\])*)\"");

    /** One case: the SQL, whether Druid allows it, and the dialects it was asserted for. */
    record PeerCase(String sql, boolean allowed, List<String> dialects) {
    }

    private PeerFirewallCases() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: PeerFirewallCases <druid's bvt/filter/wall directory>");
        }
        List<PeerCase> cases = read(Path.of(args[0]));
        TestDatabase db = PostgresServer.shared().createUniqueDatabase("peer_firewall");
        List<String> disagreements = new ArrayList<>();
        int[] allow = new int[2];
        int[] deny = new int[2];
        int invalid = 0;
        try (Connection raw = db.connect(); Statement probe = raw.createStatement(); Connection guarded = db.connectGuarded()) {
            for (PeerCase c : cases) {
                if (!postgresParses(probe, c.sql())) {
                    invalid++;
                    continue;
                }
                boolean blocked = blocked(guarded, c.sql());
                int[] tally = c.allowed() ? allow : deny;
                tally[0]++;
                tally[1] += blocked ? 1 : 0;
                if (blocked == c.allowed()) {
                    disagreements.add((c.allowed() ? "Druid allows, nlguard blocks: " : "Druid denies, nlguard lets through: ")
                            + c.sql().replaceAll("\\s+", " "));
                }
            }
        }
        System.out.printf(Locale.ROOT, "%d cases with a literal SQL and Druid's default policy, %d not PostgreSQL, %d kept%n",
                cases.size(), invalid, allow[0] + deny[0]);
        System.out.printf(Locale.ROOT, "Druid allows %d: nlguard blocks %d (%.1f%%)%n", allow[0], allow[1], percent(allow));
        System.out.printf(Locale.ROOT, "Druid denies %d: nlguard blocks %d (%.1f%%)%n", deny[0], deny[1], percent(deny));
        disagreements.forEach(System.out::println);
    }

    /** The cases of every Java file under the directory, one per distinct SQL. */
    static List<PeerCase> read(Path directory) throws IOException {
        Map<String, PeerCase> bySql = new LinkedHashMap<>();
        Map<String, Boolean> conflicting = new LinkedHashMap<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(directory)) {
            files = walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        for (Path file : files) {
            Matcher m = CASE.matcher(Files.readString(file));
            while (m.find()) {
                boolean allowed = m.group(1).equals("True");
                String sql = concatenation(m.group(3));
                PeerCase seen = bySql.get(sql);
                if (seen == null) {
                    bySql.put(sql, new PeerCase(sql, allowed, List.of(m.group(2))));
                } else if (seen.allowed() != allowed) {
                    conflicting.put(sql, true);
                } else {
                    List<String> dialects = new ArrayList<>(seen.dialects());
                    dialects.add(m.group(2));
                    bySql.put(sql, new PeerCase(sql, allowed, dialects));
                }
            }
        }
        conflicting.keySet().forEach(bySql::remove);
        return List.copyOf(bySql.values());
    }

    /** The value of a Java concatenation of string literals. */
    private static String concatenation(String source) {
        StringBuilder out = new StringBuilder();
        Matcher m = LITERAL.matcher(source);
        while (m.find()) {
            out.append(unescape(m.group(1)));
        }
        return out.toString();
    }

    private static String unescape(String literal) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < literal.length(); i++) {
            char c = literal.charAt(i);
            if (c != '\\' || i + 1 == literal.length()) {
                out.append(c);
                continue;
            }
            char next = literal.charAt(++i);
            switch (next) {
                case 'n' -> out.append('\n');
                case 't' -> out.append('\t');
                case 'r' -> out.append('\r');
                case 'u' -> {
                    out.append((char) Integer.parseInt(literal.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> out.append(next);
            }
        }
        return out.toString();
    }

    /** Whether PostgreSQL's parser reads the text: PL/pgSQL parses each statement of a body it validates. */
    private static boolean postgresParses(Statement probe, String sql) {
        String tag = "$nlguard_probe$";
        if (sql.contains(tag)) {
            return false;
        }
        try {
            probe.execute("CREATE OR REPLACE FUNCTION pg_temp.syntax_probe() RETURNS void LANGUAGE plpgsql AS " + tag
                    + " BEGIN RETURN; " + sql + "; END " + tag);
            return true;
        } catch (SQLException e) {
            return false;
        }
    }

    private static boolean blocked(Connection guarded, String sql) {
        try {
            guarded.nativeSQL(sql);
            return false;
        } catch (SQLException e) {
            String state = e.getSQLState() == null ? "" : e.getSQLState();
            return state.startsWith("42NG") || state.startsWith("58NG");
        }
    }

    private static double percent(int[] tally) {
        return tally[0] == 0 ? 0 : 100.0 * tally[1] / tally[0];
    }
}
