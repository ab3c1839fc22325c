package io.nlguard.guard.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;

import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.sql.NodeType;
import org.junit.jupiter.api.Test;

/** The catalogue: its size, the uniqueness of names, and the consistency of its views. */
class NodeFeaturesTest {

    @Test
    void thePaperGroupsHoldAtLeastItsSeventyTwoFeaturesAndTheCatalogGroupAddsMore() {
        long paper = NodeFeatures.definitions().stream().filter(d -> d.group() != FeatureGroup.CATALOG).count();
        long extras = NodeFeatures.definitions().stream().filter(d -> d.group() == FeatureGroup.CATALOG).count();
        assertTrue(paper >= 72, "paper features: " + paper);
        assertTrue(extras > 0, "catalog features: " + extras);
        assertEquals(paper + extras, NodeFeatures.width());
        for (FeatureGroup group : FeatureGroup.values()) {
            assertTrue(NodeFeatures.definitions().stream().anyMatch(d -> d.group() == group), "no feature in " + group);
        }
    }

    @Test
    void namesAreUniqueSnakeCaseAndIndexedInRowOrder() {
        List<String> names = NodeFeatures.names();
        assertEquals(names.size(), new HashSet<>(names).size());
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            assertTrue(name.matches("[a-z][a-z0-9_]*"), name);
            assertEquals(i, NodeFeatures.index(name));
            assertEquals(name, NodeFeatures.definitions().get(i).name());
        }
        assertThrows(IllegalArgumentException.class, () -> NodeFeatures.index("no_such_feature"));
    }

    @Test
    void groupsOccupyContiguousSlicesInTheirDeclaredOrder() {
        FeatureGroup previous = null;
        for (FeatureDefinition definition : NodeFeatures.definitions()) {
            if (previous != null) {
                assertTrue(definition.group().ordinal() >= previous.ordinal(), definition.name() + " after a " + previous + " feature");
            }
            previous = definition.group();
        }
    }

    @Test
    void everyFeatureHasAMeaningAndAFiniteNeutralDefault() {
        for (FeatureDefinition definition : NodeFeatures.definitions()) {
            assertTrue(Double.isFinite(definition.neutralDefault()), definition.name());
            assertTrue(!definition.meaning().isBlank(), definition.name());
        }
        assertEquals(NameDistances.NO_MATCH, NodeFeatures.definitions().get(NodeFeatures.index("distance_table")).neutralDefault());
    }

    @Test
    void codesWithoutAnOrderAreCategoricalAndSeveritiesNumbersAndCountsAreNot() {
        for (String code : List.of("node_type", "parent_type", "role", "clause", "name_kind", "column_status", "join_kind")) {
            assertTrue(NodeFeatures.isCategorical(code), code);
        }
        for (String ordered : List.of("severity_on_node", "severity_in_statement", "depth", "catalog_columns",
                "distance_column", "column_unknown")) {
            assertFalse(NodeFeatures.isCategorical(ordered), ordered);
        }
        assertFalse(NodeFeatures.isCategorical("score_parent"), "a name that is no node feature");
    }

    @Test
    void categoricalFeaturesDefaultToTheNoneCode() {
        List<FeatureDefinition> categorical = NodeFeatures.definitions().stream().filter(FeatureDefinition::categorical).toList();
        assertTrue(categorical.size() >= 15, "node, parent and grandparent types, roles, clause, kinds, types: " + categorical.size());
        for (FeatureDefinition definition : categorical) {
            assertEquals(0.0, definition.neutralDefault(), definition.name());
            assertTrue(definition.meaning().endsWith("ordinal + 1; 0 = none)"), definition.name());
        }
    }

    @Test
    void codesAreDescribedByTheirConstantNamesAndOtherValuesAsNumbers() {
        assertEquals("DISTINCT", NodeFeatures.describe("node_type", NodeType.DISTINCT.ordinal() + 1));
        assertEquals("OUTPUT_ALIAS", NodeFeatures.describe("column_status", ColumnRef.Status.OUTPUT_ALIAS.ordinal() + 1));
        assertEquals("BLOCK", NodeFeatures.describe("severity_on_node", Severity.BLOCK.ordinal() + 1));
        assertEquals("none", NodeFeatures.describe("column_status", 0));
        assertEquals("999", NodeFeatures.describe("node_type", 999), "a code no constant has");
        assertEquals("3", NodeFeatures.describe("depth", 3));
        assertEquals("0.300", NodeFeatures.describe("distance_table_normalized", 0.3));
        assertEquals("0.250", NodeFeatures.describe("score_parent", 0.25), "a name that is no node feature");
    }
}
