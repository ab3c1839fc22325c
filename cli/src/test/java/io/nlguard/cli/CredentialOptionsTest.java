package io.nlguard.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.lang.reflect.Field;
import java.util.List;

import org.junit.jupiter.api.Test;

import picocli.CommandLine;
import picocli.CommandLine.Model.OptionSpec;

/** {@code --user} and {@code --password} come from one mixin in every command that connects, and never leak. */
class CredentialOptionsTest {

    private static final List<List<String>> CONNECTING = List.of(List.of("demo"), List.of("compare"),
            List.of("corpus", "rules"), List.of("corpus", "explain"));

    private static CommandLine command(List<String> path) {
        CommandLine command = NlGuardCli.newCommandLine();
        for (String name : path) {
            command = command.getSubcommands().get(name);
        }
        return command;
    }

    /** The class that declares the option's field. */
    private static Class<?> declaringClass(OptionSpec option) {
        return ((Field) option.userObject()).getDeclaringClass();
    }

    @Test
    void everyConnectingCommandHasTheSameCredentialOptionsFromTheMixin() {
        for (List<String> path : CONNECTING) {
            CommandLine command = command(path);
            OptionSpec user = command.getCommandSpec().findOption("--user");
            OptionSpec password = command.getCommandSpec().findOption("--password");

            assertEquals(List.of("-u", "--user"), List.of(user.names()), path.toString());
            assertEquals(List.of("-p", "--password"), List.of(password.names()), path.toString());
            assertEquals(List.of("User for --url."), List.of(user.description()), path.toString());
            assertEquals(List.of("Password for --url."), List.of(password.description()), path.toString());
            assertSame(CredentialOptions.class, declaringClass(user), path + ": declared by the mixin, not the command");
            assertSame(CredentialOptions.class, declaringClass(password), path.toString());
            assertNotNull(command.getCommandSpec().findOption("--url"), path + ": has the --url the help text names");
        }
    }

    @Test
    void thePasswordIsMaskedInEverySpellingAndNothingElseIs() {
        assertEquals(List.of("corpus", "rules", "-u", "app", "-p", "***", "--password", "***", "--password=***",
                        "-p=***", "-p***", "--every", "5"),
                CredentialOptions.withoutPassword(List.of("corpus", "rules", "-u", "app", "-p", "s1", "--password", "s2",
                        "--password=s3", "-p=s4", "-ps5", "--every", "5")));
        assertEquals(List.of("compare", "-p"), CredentialOptions.withoutPassword(List.of("compare", "-p")),
                "a trailing -p has no value to hide");
    }
}
