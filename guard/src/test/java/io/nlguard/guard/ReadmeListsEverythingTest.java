package io.nlguard.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.rewrite.RewritePass;
import io.nlguard.guard.rewrite.RewritePasses;
import io.nlguard.guard.rules.BuiltInRules;
import io.nlguard.guard.rules.Rule;

/** The README's tables are how users learn the ids they configure: every rule and pass must be in them. */
class ReadmeListsEverythingTest {

    private static String readme() throws IOException {
        return Files.readString(Path.of("..", "README.md"));
    }

    @Test
    void everyRuleIsInTheReadmeWithItsDefaultSeverity() throws IOException {
        String readme = readme();
        List<String> missing = BuiltInRules.all().stream()
                .filter(rule -> !readme.contains("| `" + rule.id() + "` | " + rule.defaultSeverity().lowerName() + " |"))
                .map(Rule::id).toList();
        assertEquals(List.of(), missing);
    }

    @Test
    void everyRewritePassIsInTheReadmeWithItsStage() throws IOException {
        String readme = readme();
        List<String> missing = RewritePasses.all().stream()
                .filter(pass -> !readme.contains("| `" + pass.id() + "` | " + pass.stage().id() + " |"))
                .map(RewritePass::id).toList();
        assertEquals(List.of(), missing);
    }
}
