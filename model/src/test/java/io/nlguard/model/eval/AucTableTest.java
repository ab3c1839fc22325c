package io.nlguard.model.eval;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class AucTableTest {

    /** The markdown lines with runs of padding collapsed, for comparing content rather than alignment. */
    private static List<String> squeezed(String markdown) {
        return markdown.lines().map(line -> line.replaceAll(" +", " ")).toList();
    }

    @Test
    void rowsComputeCountsAndAucsFromTheData() {
        boolean[] labels = {true, false, false, false};
        double[] model = {0.9, 0.1, 0.2, 0.3};
        double[] baseline = {0.1, 0.9, 0.2, 0.3};
        AucRow row = AucRow.of("Identifier", labels, List.of(model, baseline));
        assertEquals(4, row.count());
        assertEquals(1, row.positives());
        assertEquals(0.25, row.positiveRate());
        assertEquals(List.of(RocAuc.of(model, labels), RocAuc.of(baseline, labels)), row.aucs());
    }

    @Test
    void formatsTableOneWithProportionsAsPercentages() {
        AucTable table = AucTable.withProportions(800, List.of("AUC (ours)", "AUC (Logprobs)"));
        String markdown = table.markdown(List.of(
                new AucRow("All", 800, 100, List.of(0.7651, 0.4907)),
                new AucRow("Identifier", 320, 32, List.of(0.63914, Double.NaN))));
        assertEquals(List.of(
                "| Node Type | Prop. | Prop. False | AUC (ours) | AUC (Logprobs) |",
                "|:-----------|--------:|------------:|-----------:|---------------:|",
                "| All | 100.00% | 12.50% | 76.51% | 49.07% |",
                "| Identifier | 40.00% | 10.00% | 63.91% | n/a |"), squeezed(markdown));
        List<Integer> widths = markdown.lines().map(String::length).distinct().toList();
        assertEquals(1, widths.size(), "padded columns line up:\n" + markdown);
    }

    @Test
    void formatsTableTwoWithAucColumnsOnly() {
        AucTable table = AucTable.aucOnly(List.of("Trained on BIRD", "Logprobs AUC"));
        List<String> lines = squeezed(table.markdown(List.of(new AucRow("Literal", 10, 3, List.of(0.5891, 0.5116)))));
        assertEquals("| Node Type | Trained on BIRD | Logprobs AUC |", lines.get(0));
        assertEquals("| Literal | 58.91% | 51.16% |", lines.get(2));
    }

    @Test
    void rejectsRowsWithTheWrongNumberOfAucs() {
        AucTable table = AucTable.aucOnly(List.of("AUC (ours)", "AUC (Logprobs)"));
        List<AucRow> rows = List.of(new AucRow("All", 10, 3, List.of(0.5)));
        assertThrows(IllegalArgumentException.class, () -> table.markdown(rows));
    }
}
