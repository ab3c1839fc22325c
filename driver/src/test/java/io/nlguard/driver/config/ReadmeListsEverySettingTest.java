package io.nlguard.driver.config;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;

/** The README's configuration table is where users learn the keys: every setting is there with its default. */
class ReadmeListsEverySettingTest {

    @Test
    void everySettingIsInTheReadmeWithItsDefault() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        for (Setting setting : Setting.values()) {
            String shownDefault = setting.defaultValue().isEmpty() ? "(empty)" : "`" + setting.defaultValue() + "`";
            String row = "| `" + setting.key() + "` | " + shownDefault + " |";
            assertTrue(readme.contains(row), "README lacks the row starting " + row);
        }
    }
}
