package io.nlguard.cli.shell;

import java.io.IOException;

/** Where the shell's lines come from: a terminal with line editing, or a pipe. */
public interface LineSource extends AutoCloseable {

    /** A line read, or the person pressed Ctrl-C (the statement being typed is dropped). */
    record Line(String text, boolean interrupted) {
        static final Line INTERRUPTED = new Line("", true);
    }

    /**
     * The next line, or null at the end of the input.
     *
     * @param continuation whether a statement is being typed (a terminal shows another prompt)
     */
    Line read(boolean continuation) throws IOException;

    /** Whether a person is typing: the shell then greets, prompts, and prints no echo. */
    boolean interactive();

    /** The columns tables may take. */
    int width();

    @Override
    void close() throws IOException;
}
