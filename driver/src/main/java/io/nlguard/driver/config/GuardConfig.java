package io.nlguard.driver.config;

import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** The validated {@code nlguard.*} settings of one connection. */
public record GuardConfig(Mode mode, OnError onError, String targetDriver) {

    /** SQLSTATE 22023 (invalid parameter value), as pgjdbc uses for bad connection properties. */
    static final String INVALID_PARAMETER = "22023";

    /**
     * Validates merged settings: every key must be a known {@link Setting}, every value one of its
     * choices. The message lists what is valid so a typo is fixed at the first try.
     */
    public static GuardConfig from(Map<String, String> settings) throws SQLException {
        for (Map.Entry<String, String> e : settings.entrySet()) {
            Setting setting = Setting.byKey(e.getKey()).orElseThrow(() -> new SQLException(
                    "nlguard: unknown setting '" + e.getKey() + "'; valid settings are " + validKeys(),
                    INVALID_PARAMETER));
            checkValue(setting, e.getValue());
        }
        return new GuardConfig(
                Mode.valueOf(upper(value(settings, Setting.MODE))),
                OnError.valueOf(upper(value(settings, Setting.ON_ERROR))),
                value(settings, Setting.TARGET_DRIVER).trim());
    }

    private static void checkValue(Setting setting, String value) throws SQLException {
        if (!setting.choices().isEmpty() && !setting.choices().contains(value.trim().toLowerCase(Locale.ROOT))) {
            throw new SQLException("nlguard: invalid value '" + value + "' for " + setting.key()
                    + "; valid values are " + String.join(", ", setting.choices()), INVALID_PARAMETER);
        }
    }

    private static String value(Map<String, String> settings, Setting setting) {
        return settings.getOrDefault(setting.key(), setting.defaultValue()).trim();
    }

    private static String validKeys() {
        return Stream.of(Setting.values()).map(Setting::key).collect(Collectors.joining(", "));
    }

    private static String upper(String value) {
        return value.toUpperCase(Locale.ROOT);
    }
}
