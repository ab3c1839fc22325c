package io.nlguard.cli.shell;

import java.io.IOException;
import java.nio.file.Path;

import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.reader.impl.DefaultParser;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/** Lines typed at a terminal, through JLine: editing, and a history kept in a file across sessions. */
public final class TerminalLines implements LineSource {

    static final String PROMPT = "nlguard> ";
    static final String CONTINUATION = "      -> ";
    private static final int MIN_WIDTH = 40;

    private final Terminal terminal;
    private final LineReader reader;
    private final int fallbackWidth;

    public TerminalLines(Path history, int fallbackWidth) throws IOException {
        this.terminal = TerminalBuilder.builder().system(true).build();
        this.reader = LineReaderBuilder.builder()
                .terminal(terminal)
                .appName("nlguard")
                // SQL and \ commands are taken as typed: no escapes, and a quote left open is the SQL's business
                .parser(new DefaultParser().escapeChars(new char[0]))
                .variable(LineReader.HISTORY_FILE, history)
                .option(LineReader.Option.DISABLE_EVENT_EXPANSION, true)
                // the indented lines of a statement are history too
                .option(LineReader.Option.HISTORY_IGNORE_SPACE, false)
                .build();
        this.fallbackWidth = fallbackWidth;
    }

    @Override
    public Line read(boolean continuation) {
        try {
            return new Line(reader.readLine(continuation ? CONTINUATION : PROMPT), false);
        } catch (UserInterruptException e) {
            return Line.INTERRUPTED;
        } catch (EndOfFileException e) {
            return null;
        }
    }

    @Override
    public boolean interactive() {
        return true;
    }

    @Override
    public int width() {
        int columns = terminal.getWidth();
        return columns >= MIN_WIDTH ? columns - 1 : fallbackWidth;
    }

    @Override
    public void close() throws IOException {
        try {
            reader.getHistory().save();
        } finally {
            terminal.close();
        }
    }
}
