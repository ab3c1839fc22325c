package io.nlguard.compare.structure;

import org.apache.calcite.rel.RelNode;
import org.apache.calcite.rel.core.AggregateCall;
import org.apache.calcite.rel.externalize.RelWriterImpl;
import org.apache.calcite.rex.RexNode;
import org.apache.calcite.sql.SqlExplainLevel;
import org.apache.calcite.util.Pair;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

/**
 * A plan printed for comparison: Calcite's digest-level explain (which leaves out projection field
 * names), without aggregate call names either, and with every row expression in
 * {@link RexCanonical} order. Output column names are the result comparison's business, not the plan's.
 */
final class PlanText extends RelWriterImpl {

    private final RexCanonical canonical;

    private PlanText(PrintWriter out, RexCanonical canonical) {
        super(out, SqlExplainLevel.DIGEST_ATTRIBUTES, false);
        this.canonical = canonical;
    }

    static String of(RelNode rel) {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        rel.explain(new PlanText(out, new RexCanonical(rel.getCluster().getRexBuilder())));
        out.flush();
        return text.toString().strip();
    }

    @Override
    protected void explain_(RelNode rel, List<Pair<String, Object>> values) {
        List<Pair<String, Object>> canonicalValues = new ArrayList<>(values.size());
        for (Pair<String, Object> value : values) {
            canonicalValues.add(canonical(value));
        }
        super.explain_(rel, canonicalValues);
    }

    private Pair<String, Object> canonical(Pair<String, Object> value) {
        Object item = value.right;
        if (item instanceof AggregateCall call) {
            return Pair.of("agg", call.toString());
        }
        if (item instanceof RexNode rex) {
            return Pair.of(value.left, rex.accept(canonical).toString());
        }
        if (item instanceof List<?> list && !list.isEmpty() && list.get(0) instanceof RexNode) {
            List<String> texts = new ArrayList<>(list.size());
            for (Object element : list) {
                texts.add(((RexNode) element).accept(canonical).toString());
            }
            return Pair.of(value.left, texts);
        }
        return value;
    }
}
