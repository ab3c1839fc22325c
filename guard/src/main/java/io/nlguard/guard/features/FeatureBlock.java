package io.nlguard.guard.features;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The features of one group in the order they occupy the group's slice of a row. Each group class
 * declares its features once, in static fields, and keeps the returned positions to write to.
 */
final class FeatureBlock {

    private final FeatureGroup group;
    private final List<FeatureDefinition> definitions = new ArrayList<>();

    FeatureBlock(FeatureGroup group) {
        this.group = group;
    }

    FeatureGroup group() {
        return group;
    }

    List<FeatureDefinition> definitions() {
        return Collections.unmodifiableList(definitions);
    }

    int size() {
        return definitions.size();
    }

    /** A 0/1 feature; 0 where it does not apply. */
    int flag(String name, String meaning) {
        return value(name, meaning, 0);
    }

    /** A count or measure that is 0 where it does not apply. */
    int number(String name, String meaning) {
        return value(name, meaning, 0);
    }

    /** A categorical feature: an ordinal + 1 of enum {@code codes}, so that 0 always means "none". */
    int code(String name, String meaning, Class<? extends Enum<?>> codes) {
        return add(name, meaning + " (" + enumName(codes) + " ordinal + 1; 0 = none)", 0, true, constantNames(codes));
    }

    /** Like {@link #code}, for an enum whose order means something (a severity): a threshold on it is meaningful. */
    int level(String name, String meaning, Class<? extends Enum<?>> levels) {
        return add(name, meaning + " (" + enumName(levels) + " ordinal + 1, in order; 0 = none)", 0, false,
                constantNames(levels));
    }

    int value(String name, String meaning, double neutralDefault) {
        return add(name, meaning, neutralDefault, false, List.of());
    }

    private int add(String name, String meaning, double neutralDefault, boolean categorical, List<String> codeNames) {
        definitions.add(new FeatureDefinition(name, group, meaning, neutralDefault, categorical, codeNames));
        return definitions.size() - 1;
    }

    private static List<String> constantNames(Class<? extends Enum<?>> codes) {
        return Arrays.stream(codes.getEnumConstants()).map(Enum::name).toList();
    }

    private static String enumName(Class<? extends Enum<?>> codes) {
        return codes.getName().substring(codes.getPackageName().length() + 1).replace('$', '.');
    }
}
