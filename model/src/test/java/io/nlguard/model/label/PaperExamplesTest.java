package io.nlguard.model.label;

import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static io.nlguard.model.label.Labeling.errors;
import static io.nlguard.model.label.Labeling.label;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The paper's own examples: the 13 of Appendix A, its ablation, the illustration of 3.1 and the introduction's. */
class PaperExamplesTest {

    static Stream<AppendixExample> appendix() {
        return AppendixExample.ALL.stream();
    }

    static Stream<AppendixExample> rescued() {
        return AppendixExample.ALL.stream().filter(e -> e.number() >= 2 && e.number() <= 6);
    }

    static Stream<AppendixExample> decidedByEarlyStop() {
        return AppendixExample.ALL.stream().filter(e -> e.number() == 1 || (e.number() >= 7 && e.number() <= 11));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("appendix")
    void appendixExampleGetsThePapersLabels(AppendixExample example) {
        NodeLabels labels = label(example.generated(), example.gold());
        assertEquals(example.expectedErrors(), errors(labels), labels.toString());
        assertEquals(labels.tree().size(), labels.size());
    }

    /**
     * The paper: disabling the global pass makes Ex. 2-6 fail, those relying on rescuing overblamed
     * siblings. Ex. 1 and 7-11 are settled by the early stop at the root and do not change. Ex. 12
     * and 13 change too here (the unqualified Column(name) sibling stays overblamed, as in Ex. 2),
     * which the paper's "and/or" wording for them tolerates; our expectations are exact sets.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("rescued")
    void withoutTheRescuePassExamplesTwoToSixFail(AppendixExample example) {
        NodeLabels ablated = label(NodeLabeler.withoutRescuePass(), example.generated(), example.gold());
        assertNotEquals(example.expectedErrors(), errors(ablated), ablated.toString());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("decidedByEarlyStop")
    void withoutTheRescuePassEarlyStopExamplesStillPass(AppendixExample example) {
        NodeLabels ablated = label(NodeLabeler.withoutRescuePass(), example.generated(), example.gold());
        assertEquals(example.expectedErrors(), errors(ablated));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("appendix")
    void theRescuePassOnlyEverClearsBlame(AppendixExample example) {
        NodeLabels standard = label(example.generated(), example.gold());
        NodeLabels ablated = label(NodeLabeler.withoutRescuePass(), example.generated(), example.gold());
        assertTrue(errors(ablated).containsAll(errors(standard)), ablated + " vs " + standard);
    }

    @Test
    void ablationOfExampleTwoOverblamesTheColumnSibling() {
        // the paper's explanation of Ex. 2: "the sibling Column(name) can be provisionally overblamed"
        NodeLabels ablated = label(NodeLabeler.withoutRescuePass(), "SELECT name FROM artists", "SELECT name FROM artist");
        assertEquals(List.of("Column(name)", "Identifier(name)", "Table(artists)", "Identifier(artists)"), errors(ablated));
    }

    /**
     * Section 3.1's illustration: the wrong table and the inserted ORDER BY are blamed, the missing
     * WHERE is not. The ORDER BY's own Column(name) is rescued by the final pass, because the gold
     * query uses that column too (its WHERE name = 'A'): the pass is context-agnostic, which the
     * paper's prose "the additional ORDER BY clause and its child nodes" glosses over (Ex. 5 shows
     * the column blamed when gold does not use it).
     */
    @Test
    void illustrativeExampleOfSectionThreeOne() {
        String generated = "SELECT name FROM artists ORDER BY name";
        String gold = "SELECT name FROM artist WHERE name = 'A'";
        NodeLabels labels = label(generated, gold);
        assertEquals(List.of("Table(artists)", "Identifier(artists)", "Order(name)", "Ordered(ASC)"), errors(labels));

        // the selected name is overblamed by the contextual pass and relabeled correct by the final one
        NodeLabels ablated = label(NodeLabeler.withoutRescuePass(), generated, gold);
        int selectedName = ablated.tree().root().children().get(0).id();
        assertTrue(ablated.isError(selectedName));
        assertFalse(labels.isError(selectedName));
    }

    /** The introduction: hashing whole subtrees would blame SUM for its argument; the labeler blames only the column. */
    @Test
    void introductionExampleBlamesTheColumnNotTheAggregate() {
        String gold = "SELECT department.name, SUM(employee.salary) FROM department "
                + "JOIN employee ON department.id = employee.department_id GROUP BY department.name";
        String generated = gold.replace("employee.salary", "employee.wage");
        NodeLabels labels = label(generated, gold);
        assertEquals(List.of("Column(employee.wage)", "Identifier(wage)"), errors(labels));
    }
}
