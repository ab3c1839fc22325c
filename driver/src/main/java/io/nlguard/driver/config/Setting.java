package io.nlguard.driver.config;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** Every {@code nlguard.*} configuration key the driver understands, with its default and choices. */
public enum Setting {
    MODE("nlguard.mode", "block",
            "off: pure pass-through; observe: analyze and log only; annotate: report findings as "
                    + "SQLWarnings and run; block: refuse statements the guard blocks",
            "off", "observe", "annotate", "block"),
    ON_ERROR("nlguard.on-error", "open",
            "what happens when the guard itself fails on a statement: open runs it unchecked with "
                    + "warning 01NG9, closed refuses it with 58NG9",
            "open", "closed"),
    TARGET_DRIVER("nlguard.target-driver", "",
            "class name of the JDBC driver for the target URL, for drivers that do not register "
                    + "themselves with DriverManager (empty: found automatically)");

    public static final String PREFIX = "nlguard.";

    private final String key;
    private final String defaultValue;
    private final String description;
    private final List<String> choices;

    Setting(String key, String defaultValue, String description, String... choices) {
        this.key = key;
        this.defaultValue = defaultValue;
        this.description = description;
        this.choices = List.of(choices);
    }

    public String key() {
        return key;
    }

    public String defaultValue() {
        return defaultValue;
    }

    public String description() {
        return description;
    }

    /** The allowed values, or an empty list when any value is accepted. */
    public List<String> choices() {
        return choices;
    }

    public static Optional<Setting> byKey(String key) {
        return Arrays.stream(values()).filter(s -> s.key.equals(key)).findFirst();
    }

    public static boolean isGuardKey(String key) {
        return key.startsWith(PREFIX);
    }
}
