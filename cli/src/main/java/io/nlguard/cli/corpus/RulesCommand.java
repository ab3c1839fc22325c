package io.nlguard.cli.corpus;

import java.sql.SQLException;
import java.util.List;

import picocli.CommandLine.Command;

/**
 * {@code nlguard corpus rules}: every gold query and prediction through the guard in annotate mode
 * and on to PostgreSQL, then a Markdown table of which rules fired on how much of gold and of the
 * predictions, the node model's warnings and blocks by default and on the same SQL read as a model's, the
 * verdicts, and what the parser and PostgreSQL rejected.
 */
@Command(
        name = "rules",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Count on how many gold queries and predictions each rule fires.",
            "Creates every corpus database as empty tables, sends every gold query and every prediction through"
                    + " jdbc:nlguard: (annotate mode, each on its database's schema), runs it read-only, and prints"
                    + " per rule on how many gold queries and predictions it fired, as Markdown, with the node"
                    + " model's warnings and blocks by default and with each statement read as a model's SQL"
                    + " (nlguard.sql-author=machine). Progress goes to stderr."
        })
public final class RulesCommand extends CorpusRunCommand {

    @Override
    String title() {
        return "Guard rules";
    }

    @Override
    String method() {
        return "Each statement went through `jdbc:nlguard:` in annotate mode on its own database's schema"
                + " (the tables exist but are empty) and then ran read-only with a " + statementTimeoutSeconds
                + " s statement timeout. A statement counts once per row: a rule's row counts the statements"
                + " with at least one finding of that rule; shares are of the column's statements. BLOCK is"
                + " what block mode would refuse; text the parser rejected is ANNOTATE unless a rule that reads"
                + " raw text blocks it. Empty tables make some aggregates divide by zero (SQLSTATE class 22)."
                + " Rows `normalize.*` and `autocorrect.*` are the rewrite passes' informational findings (with"
                + " `nlguard.rewrite=off`: what they would change, or why they would leave a construct alone)."
                + " Each statement was also prepared (never run) on a connection with `nlguard.sql-author=machine`,"
                + " to compare what the node model says of the same SQL as a model's (the few texts pgjdbc cannot"
                + " prepare, such as an unterminated quote, are left out of that comparison).";
    }

    @Override
    String run(CorpusDatabase database, List<CorpusStatement> statements, CorpusChecker.Progress progress)
            throws SQLException {
        RuleFiringTable table = new RuleFiringTable(benchmarks);
        new CorpusChecker(database, progress, CorpusChecker.AS_MACHINE_WRITTEN).run(statements, table::add);
        return table.markdown();
    }
}
