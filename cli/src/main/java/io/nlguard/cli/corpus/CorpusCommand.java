package io.nlguard.cli.corpus;

import io.nlguard.cli.model.UncertaintyCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code nlguard corpus}: checks the guard against the Spider and BIRD corpus; the work is in its subcommands. */
@Command(
        name = "corpus",
        mixinStandardHelpOptions = true,
        usageHelpWidth = 100,
        description = {
            "Check the guard against the Spider dev and BIRD dev gold queries and published predictions.",
            "",
            "Each corpus database is created as empty tables in PostgreSQL (one schema per db_id) and",
            "every statement is checked on its own database's schema."
        },
        subcommands = {RulesCommand.class, ExplainCommand.class, LinkingCommand.class, EviLinkCommand.class,
            UncertaintyCommand.class, LoadCommand.class, ExecutionCommand.class, SelectionCommand.class,
            LearnedSelectorCommand.class, MutationsCommand.class, AbstentionCommand.class, DisagreementCommand.class,
            CommandLine.HelpCommand.class})
public final class CorpusCommand implements Runnable {

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing required subcommand");
    }
}
