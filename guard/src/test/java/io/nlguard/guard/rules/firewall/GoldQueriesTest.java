package io.nlguard.guard.rules.firewall;

import io.nlguard.guard.GoldData;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.ParsedSql;

/**
 * Data sanity: the gold queries of Spider and BIRD dev are what a correct text-to-SQL system emits,
 * so no firewall rule may block any of them. Needs the shared data folder (env {@code NLGUARD_DATA},
 * or {@code ../shared/data} beside the repository); skipped without it.
 */
class GoldQueriesTest {

    /** Data file and the field holding its SQL: BIRD's official files say "SQL", the mid-2023 copy says "sql". */
    private record Source(String file, String... fields) {
    }

    private static final List<Source> SOURCES = List.of(
            new Source("spider_dev_gold/dev.json", "query"),
            new Source("bird_dev_gold_2023-06/dev.json", "SQL", "sql"),
            new Source("bird_dev_gold_2023-05/dev.json", "SQL", "sql"));

    @Test
    void noGoldQueryIsBlocked() throws IOException {
        Path data = GoldData.dataDirectory();
        Assumptions.assumeTrue(data != null, "shared data folder not found (set NLGUARD_DATA)");
        ObjectMapper json = new ObjectMapper();
        List<String> blocked = new ArrayList<>();
        Map<String, Integer> perRule = new TreeMap<>();
        int checked = 0;
        int unparsed = 0;
        for (Source source : SOURCES) {
            Path file = data.resolve(source.file());
            if (!Files.isRegularFile(file)) {
                continue;
            }
            for (JsonNode example : json.readTree(file.toFile())) {
                String sql = sqlOf(example, source.fields());
                if (sql == null) {
                    continue;
                }
                ParsedSql parsed = Firewall.parse(sql);
                if (parsed == null) {
                    unparsed++;
                    // it runs with 01NG9 under on-error=open: the token-level rules must not refuse it either
                    for (Finding finding : Firewall.check(sql, null, RulePolicy.DEFAULT, Map.of())) {
                        if (finding.severity() == Severity.BLOCK) {
                            blocked.add(source.file() + " (unparsed): " + sql + "\n    " + finding.describe());
                        }
                    }
                    continue;
                }
                checked++;
                for (Finding finding : Firewall.check(sql, parsed, RulePolicy.DEFAULT, Map.of())) {
                    perRule.merge(finding.ruleId() + " " + finding.severity().lowerName(), 1, Integer::sum);
                    if (finding.severity() == Severity.BLOCK) {
                        blocked.add(source.file() + ": " + sql + "\n    " + finding.describe());
                    }
                }
                // the same queries must pass a read-only connection too
                for (Finding finding : Firewall.check(sql, parsed, Firewall.READ_ONLY, Map.of())) {
                    if (finding.ruleId().equals("firewall.read-only")) {
                        blocked.add(source.file() + " (read-only): " + sql + "\n    " + finding.describe());
                    }
                }
            }
        }
        Assumptions.assumeTrue(checked > 0, "no gold files under " + data);
        System.out.println("gold queries checked: " + checked + ", unparsed (token rules only): " + unparsed + ", findings: " + perRule);
        assertTrue(checked > 2000, "expected the Spider and BIRD dev sets, checked " + checked);
        assertTrue(blocked.isEmpty(), blocked.size() + " gold queries blocked:\n" + String.join("\n", blocked));
    }

    private static String sqlOf(JsonNode example, String... fields) {
        for (String field : fields) {
            if (example.hasNonNull(field)) {
                return example.get(field).asText();
            }
        }
        return null;
    }
}
