package io.nlguard.guard.rewrite.normalize;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rewrite.normalize.TimeValues.Dialect;
import io.nlguard.guard.rewrite.normalize.TimeValues.TimeValue;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

/**
 * MySQL and SQL Server {@code YEAR(d)}, {@code MONTH(d)}, {@code DAY(d)} (and MySQL's {@code DAYOFMONTH},
 * {@code HOUR}, {@code MINUTE}) → {@code EXTRACT(YEAR FROM d)}... Text arguments are cast to
 * {@code timestamp}, as MySQL reads them; a date is cast too for the time fields, which PostgreSQL does
 * not extract from dates (MySQL gives 0). {@code SECOND} is left alone: EXTRACT adds the fraction that
 * MySQL drops. Declined: numbers as dates (MySQL reads 20120304 as a date) and literals not in ISO form.
 */
public final class DatePartsToExtract extends AbstractPass {

    private static final Map<String, String> FIELDS = Map.of("year", "YEAR", "month", "MONTH", "day", "DAY",
            "dayofmonth", "DAY", "hour", "HOUR", "minute", "MINUTE");

    public DatePartsToExtract() {
        super("normalize.date-parts", RewriteStage.NORMALIZE,
                "YEAR(d), MONTH(d), DAY(d), HOUR(d), MINUTE(d) → EXTRACT(field FROM d)");
    }

    @Override
    public void apply(PassContext context) {
        for (SqlNode call : context.tree().nodesOf(NodeType.FUNCTION)) {
            String field = FIELDS.get(call.name());
            List<SqlNode> arguments = Operands.arguments(call);
            if (field == null || arguments.size() != 1) {
                continue;
            }
            TimeValue time = TimeValues.of(context, arguments.get(0), Dialect.MYSQL);
            if (!time.ok()) {
                context.decline(call, time.problem());
                continue;
            }
            String source = time.sql();
            if ((field.equals("HOUR") || field.equals("MINUTE"))
                    && context.types().typeOf(arguments.get(0)) == SqlType.DATE) {
                source = "CAST(" + source + " AS timestamp)";
            }
            context.replace(call, "EXTRACT(" + field + " FROM " + source + ")", 1.0,
                    call.name().toUpperCase(Locale.ROOT) + "(d) is MySQL and SQL Server; PostgreSQL spells it EXTRACT("
                            + field + " FROM d)");
        }
    }
}
