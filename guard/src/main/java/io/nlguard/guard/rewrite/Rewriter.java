package io.nlguard.guard.rewrite;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.sql.ParseFailure;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;

/**
 * Runs the rewrite passes in their order over one query. Each pass sees the tree of the text the
 * passes before it produced; its edits are applied together and the text is parsed again, so the next
 * pass (and the rules after the rewriter) see a real tree of the real text. A pass runs again while it
 * still finds something (a construct nested in one it just fixed), up to {@link #MAX_ROUNDS}.
 *
 * <p>Only a single statement that reads is rewritten: a statement that writes is never changed, and what
 * the passes would change in it, or in a query whose stage is off, comes back as suggestions. An edit
 * whose result does not parse, or no longer reads, is dropped and reported as declined.
 */
public final class Rewriter {

    static final int MAX_ROUNDS = 4;

    private final SqlParser parser;
    private final List<RewritePass> passes;
    private final Set<RewriteStage> enabled;

    /**
     * @param passes  in the order they run (see {@link RewritePasses#all()})
     * @param enabled the stages whose changes are applied; the others only suggest
     */
    public Rewriter(SqlParser parser, List<RewritePass> passes, Set<RewriteStage> enabled) {
        this.parser = parser;
        this.passes = List.copyOf(passes);
        this.enabled = Set.copyOf(enabled);
    }

    public RewriteResult rewrite(ParsedSql parsed, Catalog catalog) {
        if (passes.isEmpty() || parsed.statements().size() != 1) {
            return RewriteResult.unchanged(parsed);
        }
        // only plain reads are changed: a query that writes (a data-modifying WITH, SELECT INTO) runs as written
        boolean reads = parsed.statements().get(0).onlyReads();
        ParsedSql current = parsed;
        TreeFacts facts = TreeFacts.of(parsed, catalog);
        List<Change> applied = new ArrayList<>();
        List<Change> suggested = new ArrayList<>();
        // a construct seen again in a later round is declined once, though earlier edits may have moved it
        Map<List<String>, Declined> declined = new LinkedHashMap<>();
        for (RewritePass pass : passes) {
            boolean apply = reads && enabled.contains(pass.stage());
            for (int round = 0; round < MAX_ROUNDS; round++) {
                PassContext context = new PassContext(pass, facts);
                pass.apply(context);
                context.declined().forEach(d -> declined.putIfAbsent(List.of(d.pass(), d.node(), d.reason()), d));
                if (context.edits().isEmpty()) {
                    break;
                }
                if (!apply) {
                    context.edits().forEach(edit -> suggested.add(edit.change()));
                    break;
                }
                List<PassContext.Edit> edits = disjoint(context.edits());
                ParseResult result = parser.parse(applyEdits(current.sql(), edits));
                if (result instanceof ParsedSql rewritten && stillOneRead(rewritten)) {
                    edits.forEach(edit -> applied.add(edit.change()));
                    current = rewritten;
                    facts = TreeFacts.of(rewritten, catalog);
                } else {
                    String why = result instanceof ParseFailure failure
                            ? "the rewritten text would not parse: " + failure.message()
                            : "the rewritten text would no longer be a single query that only reads";
                    edits.forEach(edit -> declined.putIfAbsent(List.of(pass.id(), edit.change().before(), why),
                            new Declined(pass.id(), edit.change().before(), edit.change().line(), edit.change().column(), why)));
                    break;
                }
            }
        }
        return new RewriteResult(parsed.sql(), current, applied, suggested, List.copyOf(declined.values()),
                facts.resolvedScopes());
    }

    public List<RewritePass> passes() {
        return passes;
    }

    private static boolean stillOneRead(ParsedSql rewritten) {
        List<SqlTree> statements = rewritten.statements();
        return statements.size() == 1 && statements.get(0).onlyReads();
    }

    /** Edits that do not overlap, outermost first; the ones left out are found again in the next round. */
    private static List<PassContext.Edit> disjoint(List<PassContext.Edit> edits) {
        List<PassContext.Edit> sorted = new ArrayList<>(edits);
        sorted.sort(Comparator.comparingInt(PassContext.Edit::start)
                .thenComparing(Comparator.comparingInt(PassContext.Edit::end).reversed()));
        List<PassContext.Edit> kept = new ArrayList<>();
        for (PassContext.Edit edit : sorted) {
            if (kept.isEmpty() || !kept.get(kept.size() - 1).overlaps(edit)) {
                kept.add(edit);
            }
        }
        return kept;
    }

    private static String applyEdits(String sql, List<PassContext.Edit> edits) {
        StringBuilder out = new StringBuilder(sql.length() + 16);
        int at = 0;
        for (PassContext.Edit edit : edits) {
            out.append(sql, at, edit.start()).append(edit.replacement());
            at = edit.end();
        }
        return out.append(sql, at, sql.length()).toString();
    }
}
