package io.nlguard.cli.corpus;

import java.sql.SQLException;
import java.util.List;

import picocli.CommandLine.Command;

/**
 * {@code nlguard corpus explain}: PostgreSQL's EXPLAIN on every gold query and prediction as written,
 * after dialect normalization, and after normalization and autocorrect; a Markdown report of the share
 * accepted per benchmark and system, how often each pass fired, the regressions and what remains.
 */
@Command(
        name = "explain",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Measure how many statements PostgreSQL accepts before and after the rewrites.",
            "Creates every corpus database as empty tables and asks PostgreSQL to EXPLAIN every gold query and"
                    + " every prediction as written, after the guard's dialect normalization, and after"
                    + " normalization and autocorrect; prints the share accepted per system, the passes that fired"
                    + " and any regression, as Markdown. Exit code 3 when a rewrite broke a statement PostgreSQL"
                    + " accepted as written."
        })
public final class ExplainCommand extends CorpusRunCommand {

    /** Exit code when a rewrite turned an accepted statement into a rejected one. */
    static final int REGRESSION = 3;

    private RewriteAcceptanceTable table;

    @Override
    String title() {
        return "PostgreSQL acceptance before and after rewriting";
    }

    @Override
    String method() {
        return "Each statement was sent to PostgreSQL as `EXPLAIN <statement>` on its own database's schema (empty"
                + " tables; planned, never run; read-only sessions): as written, after the `normalize` passes, and"
                + " after `normalize` and `autocorrect`, the way `jdbc:nlguard:` with `nlguard.rewrite=normalize` or"
                + " `normalize,autocorrect` would send it. The passes use the catalog the driver reads from that schema."
                + " A statement the guard cannot parse is never rewritten (\"guard parsed\" shows how many it could;"
                + " the rest includes placeholder lines some systems wrote instead of SQL). A regression is a"
                + " statement EXPLAIN accepted as written and rejected after a rewrite.";
    }

    @Override
    String run(CorpusDatabase database, List<CorpusStatement> statements, CorpusChecker.Progress progress)
            throws SQLException {
        table = new RewriteAcceptanceTable(benchmarks);
        new RewriteExplainer(database, progress).run(statements, table::add);
        return table.markdown();
    }

    @Override
    int exitCode() {
        return table != null && !table.regressions().isEmpty() ? REGRESSION : 0;
    }
}
