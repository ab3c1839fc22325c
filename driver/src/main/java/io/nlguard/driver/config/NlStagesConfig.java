package io.nlguard.driver.config;

import io.nlguard.guard.nl.NlAbstention;
import io.nlguard.guard.nl.NlLinking;
import io.nlguard.guard.nl.NlStages;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Reads the switches of the question pipeline's optional stages ({@code nlguard.nl.<stage>}). */
final class NlStagesConfig {

    private NlStagesConfig() {
    }

    static NlStages from(Map<String, String> settings) throws SQLException {
        return new NlStages(
                NlStages.Switch.valueOf(upper(settings, Setting.NL_ROUTING)),
                GuardConfig.positiveInt(settings, Setting.NL_ROUTING_MIN_TABLES),
                NlStages.Embeddings.valueOf(upper(settings, Setting.NL_EMBEDDINGS)),
                on(settings, Setting.NL_VALUES),
                GuardConfig.nonNegativeInt(settings, Setting.NL_VALUES_PER_COLUMN),
                readableFile(settings, Setting.NL_EXAMPLES),
                readableFile(settings, Setting.NL_KNOWLEDGE),
                on(settings, Setting.NL_SCHEMA_LINKER),
                on(settings, Setting.NL_JOIN_PLANNER),
                on(settings, Setting.NL_RERANKER),
                on(settings, Setting.NL_EXPLAIN),
                on(settings, Setting.NL_VALUE_CHECK),
                on(settings, Setting.NL_EXECUTE_CANDIDATES),
                linking(settings),
                new NlAbstention(on(settings, Setting.NL_ABSTAIN),
                        GuardConfig.positiveInt(settings, Setting.NL_ABSTAIN_MIN_UNSUPPORTED_WORDS),
                        GuardConfig.positiveInt(settings, Setting.NL_ABSTAIN_MIN_METRIC_OPTIONS)));
    }

    private static NlLinking linking(Map<String, String> settings) throws SQLException {
        return new NlLinking(NlLinking.Linker.valueOf(upper(settings, Setting.NL_LINKER)),
                inRange(settings, Setting.NL_EVILINK_HYPOTHESES, 2, NlLinking.MAX_HYPOTHESES),
                inRange(settings, Setting.NL_EVILINK_TURNS, 0, NlLinking.MAX_TURNS));
    }

    private static int inRange(Map<String, String> settings, Setting setting, int least, int most)
            throws SQLException {
        String text = GuardConfig.value(settings, setting);
        try {
            int value = Integer.parseInt(text.trim());
            if (value >= least && value <= most) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw GuardConfig.invalid("invalid value '" + text + "' for " + setting.key() + "; expected " + least
                + " to " + most);
    }

    private static boolean on(Map<String, String> settings, Setting setting) {
        return GuardConfig.value(settings, setting).equalsIgnoreCase("on");
    }

    private static String upper(Map<String, String> settings, Setting setting) {
        return GuardConfig.value(settings, setting).toUpperCase(Locale.ROOT);
    }

    /** A file named by a setting must be there when the connection opens, not fail at the first question. */
    private static Optional<Path> readableFile(Map<String, String> settings, Setting setting) throws SQLException {
        String text = GuardConfig.value(settings, setting);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        try {
            Path path = Path.of(text);
            if (Files.isRegularFile(path) && Files.isReadable(path)) {
                return Optional.of(path);
            }
        } catch (InvalidPathException e) {
            // reported below
        }
        throw GuardConfig.invalid("invalid value '" + text + "' for " + setting.key()
                + "; name a readable file, or leave it empty");
    }
}
