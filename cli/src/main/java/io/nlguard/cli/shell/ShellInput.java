package io.nlguard.cli.shell;

/** One complete piece of what a person typed into the shell. */
public sealed interface ShellInput {

    /** SQL up to a line that ends with {@code ;}, sent as typed. */
    record Sql(String text) implements ShellInput {
    }

    /** A line that starts with the question prefix ({@code NL: ...}), sent as typed. */
    record Question(String text) implements ShellInput {
    }

    /** A line that starts with a backslash: {@code \q}, {@code \sql NL: ...}. */
    record Meta(String name, String argument) implements ShellInput {
    }
}
