package io.nlguard.guard.features;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * The catalogue of node features: every row of a {@link FeatureMatrix} has {@link #width()} values,
 * in the order of {@link #definitions()}, group after group (structure, schema, lexical, context,
 * catalog, question). A feature that does not apply to a node holds its neutral default: 0 for flags,
 * counts and categorical codes (codes are an enum's ordinal + 1, so 0 is "none"), a high constant for
 * edit distances ("no close match"), -1 for a share where 0 is a value. No feature is ever NaN.
 */
public final class NodeFeatures {

    /** The groups in row order. */
    static final List<GroupFeatures> GROUPS = List.of(StructureFeatures.INSTANCE, SchemaFeatures.INSTANCE,
            LexicalFeatures.INSTANCE, LookalikeFeatures.INSTANCE, ContextFeatures.INSTANCE, CatalogFeatures.INSTANCE,
            QuestionFeatures.INSTANCE);

    private static final List<FeatureDefinition> DEFINITIONS;
    private static final List<String> NAMES;
    private static final Map<String, Integer> INDEX;
    private static final int[] OFFSETS;
    private static final double[] DEFAULTS;
    private static final int[] NON_ZERO_DEFAULTS;

    static {
        List<FeatureDefinition> all = new ArrayList<>();
        OFFSETS = new int[GROUPS.size()];
        for (int g = 0; g < GROUPS.size(); g++) {
            OFFSETS[g] = all.size();
            all.addAll(GROUPS.get(g).block().definitions());
        }
        DEFINITIONS = List.copyOf(all);
        List<String> names = new ArrayList<>(all.size());
        Map<String, Integer> index = new HashMap<>(all.size() * 2);
        DEFAULTS = new double[all.size()];
        for (int i = 0; i < all.size(); i++) {
            FeatureDefinition definition = all.get(i);
            if (index.put(definition.name(), i) != null) {
                throw new IllegalStateException("feature name used twice: " + definition.name());
            }
            names.add(definition.name());
            DEFAULTS[i] = definition.neutralDefault();
        }
        NAMES = List.copyOf(names);
        INDEX = Map.copyOf(index);
        NON_ZERO_DEFAULTS = IntStream.range(0, DEFAULTS.length)
                .filter(i -> Double.doubleToRawLongBits(DEFAULTS[i]) != 0L).toArray();
    }

    private NodeFeatures() {
    }

    /** Feature names in row order. */
    public static List<String> names() {
        return NAMES;
    }

    /** The number of features per node. */
    public static int width() {
        return DEFINITIONS.size();
    }

    /** The position of the named feature in a row. */
    public static int index(String name) {
        Integer position = INDEX.get(name);
        if (position == null) {
            throw new IllegalArgumentException("no feature named " + name);
        }
        return position;
    }

    /**
     * Whether the named feature is a code without an order ({@link FeatureDefinition#categorical()}); false
     * for names that are no node feature (a second stage's own inputs).
     */
    public static boolean isCategorical(String name) {
        Integer position = INDEX.get(name);
        return position != null && DEFINITIONS.get(position).categorical();
    }

    /** A value of the named feature as {@link FeatureDefinition#describe} writes it; a plain number for other names. */
    public static String describe(String name, double value) {
        Integer position = INDEX.get(name);
        return position != null ? DEFINITIONS.get(position).describe(value) : FeatureDefinition.number(value);
    }

    /** Every feature with its group, meaning and neutral default, in row order. */
    public static List<FeatureDefinition> definitions() {
        return DEFINITIONS;
    }

    /** Where group number {@code group} (an index into {@link #GROUPS}) starts in a row. */
    static int offset(int group) {
        return OFFSETS[group];
    }

    /** The row of neutral defaults; shared, never to be written. */
    static double[] defaults() {
        return DEFAULTS;
    }

    /**
     * The positions whose default is not 0.0 (bit for bit): a fresh row is all zeros already, so only these
     * need writing (a few of them: distances default to "no close match").
     */
    static int[] nonZeroDefaults() {
        return NON_ZERO_DEFAULTS;
    }
}
