package io.nlguard.driver.config;

import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/** Reads durations as people write them in URLs: {@code 500ms}, {@code 30s}, {@code 5m}, {@code 1h}, or ISO {@code PT5M}. */
final class Durations {

    private Durations() {
    }

    /** The duration, or null when the text is none of the accepted forms. */
    static Duration parse(String text) {
        String value = text.trim().toLowerCase(Locale.ROOT);
        try {
            if (value.startsWith("pt") || value.startsWith("p")) {
                return Duration.parse(value.toUpperCase(Locale.ROOT));
            }
            if (value.endsWith("ms")) {
                return Duration.ofMillis(Long.parseLong(value.substring(0, value.length() - 2).trim()));
            }
            long amount = Long.parseLong(value.substring(0, value.length() - 1).trim());
            return switch (value.charAt(value.length() - 1)) {
                case 's' -> Duration.ofSeconds(amount);
                case 'm' -> Duration.ofMinutes(amount);
                case 'h' -> Duration.ofHours(amount);
                default -> null;
            };
        } catch (NumberFormatException | DateTimeParseException | StringIndexOutOfBoundsException e) {
            return null;
        }
    }
}
