package io.nlguard.guard.features;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;

/** docs/features.md is how model builders learn what a column of the matrix means: it must list every feature as defined. */
class FeaturesDocTest {

    /** The table row of a feature in docs/features.md. */
    static String row(FeatureDefinition definition) {
        return "| `" + definition.name() + "` | " + definition.group().name().toLowerCase(Locale.ROOT) + " | "
                + definition.meaning().replace("|", "\\|") + " | " + format(definition.neutralDefault()) + " |";
    }

    private static String format(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }

    @Test
    void everyFeatureIsInTheDocWithItsGroupMeaningAndDefault() throws IOException {
        String doc = Files.readString(Path.of("..", "docs", "features.md"));
        List<String> missing = NodeFeatures.definitions().stream()
                .filter(definition -> !doc.contains(row(definition)))
                .map(FeaturesDocTest::row).toList();
        assertEquals(List.of(), missing, "rows missing from docs/features.md (regenerate its table)");
    }

    @Test
    void theDocListsNoFeatureThatDoesNotExist() throws IOException {
        List<String> documented = Files.readAllLines(Path.of("..", "docs", "features.md")).stream()
                .filter(line -> line.startsWith("| `"))
                .map(line -> line.substring(3, line.indexOf('`', 3))).toList();
        assertEquals(NodeFeatures.names(), documented);
    }
}
