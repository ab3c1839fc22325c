package io.nlguard.cli.corpus;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.sql.SQLException;

/**
 * The exit codes of {@code corpus load} and {@code corpus execution}, as the other corpus commands have
 * them: 0 done, 1 the database failed, 2 bad options or corpus; the failure is one line on stderr.
 */
final class CorpusExits {

    /** A command's work. */
    @FunctionalInterface
    interface Work {
        void run() throws SQLException, IOException;
    }

    private CorpusExits() {
    }

    static int run(String command, PrintWriter err, Work work) {
        try {
            work.run();
            return 0;
        } catch (SQLException e) {
            err.println(command + ": " + e.getMessage() + " (SQLSTATE " + e.getSQLState() + ")");
            return 1;
        } catch (IllegalArgumentException | IllegalStateException | IOException | UncheckedIOException e) {
            err.println(command + ": " + e.getMessage());
            return 2;
        } finally {
            err.flush();
        }
    }
}
