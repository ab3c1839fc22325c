package io.nlguard.guard.verdict;

import java.util.List;
import java.util.Random;

/**
 * Mutants of a statement in the shapes an attacker or a broken client sends: a character dropped or a
 * hostile one inserted (quotes, dollar quotes, comment openers, parentheses, semicolons), a cut anywhere
 * (unterminated strings and comments), deep nesting, long padding, a repeated run. Seeded, so a failure
 * can be replayed.
 */
final class HostileMutations {

    private static final List<String> HOSTILE = List.of("'", "\"", "$$", "$q$", "(", ")", "--", "/*", "*/", ";", "\n",
            "E'", "\\", "\u0000", "||", " OR 1=1", " UNION SELECT ", "::");

    private final Random random;

    HostileMutations(long seed) {
        this.random = new Random(seed);
    }

    String mutate(String sql) {
        return switch (random.nextInt(8)) {
            case 0 -> sql.isEmpty() ? sql : drop(sql);
            case 1 -> insert(sql, HOSTILE.get(random.nextInt(HOSTILE.size())));
            case 2 -> sql.substring(0, random.nextInt(sql.length() + 1));
            case 3 -> nest(sql, 1 + random.nextInt(random.nextBoolean() ? 50 : 5_000));
            case 4 -> pad(sql, random.nextBoolean() ? " " : "/* x */", 1 + random.nextInt(200_000));
            case 5 -> repeat(sql);
            case 6 -> insert(sql, "/*" + "(".repeat(random.nextInt(100)));
            default -> insert(insert(sql, HOSTILE.get(random.nextInt(HOSTILE.size()))),
                    HOSTILE.get(random.nextInt(HOSTILE.size())));
        };
    }

    /** The statement with its WHERE condition (or the whole text) inside {@code depth} parentheses. */
    static String nest(String sql, int depth) {
        int where = sql.toUpperCase(java.util.Locale.ROOT).indexOf(" WHERE ");
        if (where < 0) {
            return "(".repeat(depth) + sql + ")".repeat(depth);
        }
        int start = where + " WHERE ".length();
        return sql.substring(0, start) + "(".repeat(depth) + sql.substring(start) + ")".repeat(depth);
    }

    static String pad(String sql, String unit, int times) {
        return sql + unit.repeat(times);
    }

    private String drop(String sql) {
        int at = random.nextInt(sql.length());
        return sql.substring(0, at) + sql.substring(at + 1);
    }

    private String insert(String sql, String what) {
        int at = random.nextInt(sql.length() + 1);
        return sql.substring(0, at) + what + sql.substring(at);
    }

    private String repeat(String sql) {
        if (sql.isEmpty()) {
            return sql;
        }
        int from = random.nextInt(sql.length());
        int to = Math.min(sql.length(), from + 1 + random.nextInt(20));
        return sql.substring(0, to) + sql.substring(from, to).repeat(1 + random.nextInt(2_000)) + sql.substring(to);
    }
}
