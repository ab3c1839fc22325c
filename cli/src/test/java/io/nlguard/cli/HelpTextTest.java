package io.nlguard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import picocli.CommandLine;

/** Every command's help reads as written: whole sentences in the command lists, no formatting errors. */
class HelpTextTest {

    @Test
    void everyCommandListsAWholeSentence() {
        for (CommandLine command : allCommands(NlGuardCli.newCommandLine())) {
            if (command.getCommandName().equals("help")) {
                continue; // picocli's own
            }
            String[] description = command.getCommandSpec().usageMessage().description();
            String[] header = command.getCommandSpec().usageMessage().header();
            String summary = header.length > 0 ? header[0] : description.length > 0 ? description[0] : "";
            // picocli lists a subcommand by this first line; a line cut mid-sentence reads as a broken help
            assertTrue(summary.strip().endsWith("."), command.getCommandName() + " is listed as: " + summary);
        }
    }

    @Test
    void helpOfEveryCommandFormatsWithoutWarnings() {
        PrintStream realErr = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            for (CommandLine command : allCommands(NlGuardCli.newCommandLine())) {
                String usage = command.getUsageMessage();
                assertFalse(usage.isBlank(), command.getCommandName());
            }
        } finally {
            System.setErr(realErr);
        }
        // picocli reports a description it cannot format (an unescaped %) on System.err
        assertEquals("", captured.toString(StandardCharsets.UTF_8));
    }

    private static List<CommandLine> allCommands(CommandLine root) {
        List<CommandLine> all = new ArrayList<>();
        all.add(root);
        for (CommandLine sub : root.getSubcommands().values()) {
            all.addAll(allCommands(sub));
        }
        return all;
    }
}
