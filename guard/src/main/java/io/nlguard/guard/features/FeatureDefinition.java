package io.nlguard.guard.features;

import java.util.List;
import java.util.Locale;

/**
 * One feature of the node vector.
 *
 * @param name           a stable snake_case name, unique across all groups
 * @param group          the family it belongs to
 * @param meaning        what the value says, one sentence
 * @param neutralDefault the value of nodes the feature does not apply to
 * @param categorical    the value is a code without an order (a node type, a clause): a model should
 *                       split it by sets of codes rather than by thresholds on the code's number
 * @param codeNames      for a code (an enum's ordinal + 1), the enum's constant names in ordinal order;
 *                       empty for counts, flags and measures
 */
public record FeatureDefinition(String name, FeatureGroup group, String meaning, double neutralDefault,
                                boolean categorical, List<String> codeNames) {

    public FeatureDefinition {
        codeNames = List.copyOf(codeNames);
    }

    /** The value as a reader wants it: a code's constant name ({@code OUTPUT_ALIAS}, {@code none} for 0), else the number. */
    public String describe(double value) {
        if (!codeNames.isEmpty() && value == Math.rint(value) && value >= 0 && value <= codeNames.size()) {
            return value == 0 ? "none" : codeNames.get((int) value - 1);
        }
        return number(value);
    }

    /** A whole number without a decimal point, anything else to three significant digits. */
    static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
                : String.format(Locale.ROOT, "%.3g", value);
    }
}
