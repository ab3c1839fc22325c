package io.nlguard.guard.rewrite.normalize;

import java.util.Locale;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import net.sf.jsqlparser.statement.select.Limit;

/**
 * {@code LIMIT offset, count} (MySQL, SQLite) → {@code LIMIT count OFFSET offset}: the same rows, in the
 * order PostgreSQL spells them. Both expressions keep their text. A query that also has an OFFSET
 * clause is left alone (it is not valid in either dialect).
 */
public final class LimitCommaOffset extends AbstractPass {

    public LimitCommaOffset() {
        super("normalize.limit-offset", RewriteStage.NORMALIZE,
                "LIMIT offset, count → LIMIT count OFFSET offset");
    }

    @Override
    public void apply(PassContext context) {
        for (SqlNode limit : context.tree().nodesOf(NodeType.LIMIT)) {
            if (!(limit.ast() instanceof Limit ast) || ast.getOffset() == null) {
                continue;
            }
            SqlNode count = limit.child(Role.THIS);
            SqlNode offset = limit.child(Role.EXPRESSION);
            String text = context.text(limit);
            String countText = count == null ? null : context.text(count);
            String offsetText = offset == null ? null : context.text(offset);
            if (text == null || countText == null || offsetText == null || !text.regionMatches(true, 0, "LIMIT", 0, 5)) {
                context.decline(limit, "the text of LIMIT's offset and count is not known exactly");
                continue;
            }
            if (limit.parent().child(NodeType.OFFSET) != null) {
                context.decline(limit, "LIMIT with an offset and an OFFSET clause as well");
                continue;
            }
            String keyword = text.substring(0, 5);
            String offsetKeyword = keyword.equals(keyword.toLowerCase(Locale.ROOT)) ? "offset" : "OFFSET";
            context.replace(limit, keyword + " " + countText + " " + offsetKeyword + " " + offsetText, 1.0,
                    "LIMIT offset, count is MySQL and SQLite; PostgreSQL writes LIMIT count OFFSET offset");
        }
    }
}
