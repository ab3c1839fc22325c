package io.nlguard.cli.shell;

import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import io.nlguard.cli.Outcome;
import io.nlguard.cli.OutcomePrinter;
import io.nlguard.cli.QuestionText;
import io.nlguard.cli.StatementRunner;

/** The shell's backslash commands: {@code \q}, {@code \help}, {@code \warnings}, {@code \sql}, {@code \d}. */
final class MetaCommands {

    static final List<String> HELP = List.of(
            "SQL ends with ; at the end of a line and may span lines; a line that starts with NL: is a question.",
            "\\sql NL: ...       the SQL a question would run, without running it (Connection.nativeSQL)",
            "\\d                 the tables and views",
            "\\warnings on|off   show or hide the warnings under each result",
            "\\help              this text",
            "\\q                 quit");

    private final ShellSession session;

    MetaCommands(ShellSession session) {
        this.session = session;
    }

    /** Runs the command; false for {@code \q}. */
    boolean run(ShellInput.Meta command) {
        switch (command.name().toLowerCase(Locale.ROOT)) {
            case "\\q", "\\quit" -> {
                return false;
            }
            case "\\help", "\\?", "\\h" -> HELP.forEach(session.out()::println);
            case "\\warnings" -> warnings(command.argument());
            case "\\sql" -> sql(command.argument());
            case "\\d", "\\dt" -> tables();
            default -> session.out().println("unknown command " + command.name() + " (\\help lists the commands)");
        }
        return true;
    }

    private void warnings(String argument) {
        switch (argument.toLowerCase(Locale.ROOT)) {
            case "on" -> session.warnings(true);
            case "off" -> session.warnings(false);
            case "" -> { }
            default -> {
                session.out().println("\\warnings takes on or off, not " + argument);
                return;
            }
        }
        session.out().println("warnings are " + (session.warnings() ? "on" : "off"));
    }

    private void sql(String question) {
        if (question.isBlank()) {
            session.out().println("\\sql takes a question: \\sql " + session.nl().prefix() + " ...");
            return;
        }
        OutcomePrinter printer = session.printer();
        try {
            session.connection().clearWarnings();
            String sql = session.connection().nativeSQL(QuestionText.withPrefix(session.nl().prefix(), question));
            printer.sqlToRun(sql);
            if (session.warnings()) {
                printer.warnings(StatementRunner.flatten(session.connection().getWarnings()));
            }
            session.connection().clearWarnings();
        } catch (SQLException e) {
            printer.error(e, session.nl());
        }
    }

    /** The tables and views outside the system schemas, through {@link DatabaseMetaData}. */
    private void tables() {
        List<List<String>> rows = new ArrayList<>();
        try (ResultSet rs = session.connection().getMetaData().getTables(null, null, "%",
                new String[] {"TABLE", "VIEW", "MATERIALIZED VIEW"})) {
            while (rs.next()) {
                String schema = rs.getString("TABLE_SCHEM");
                if (schema == null || !isSystem(schema)) {
                    rows.add(List.of(schema == null ? "" : schema, rs.getString("TABLE_NAME"),
                            rs.getString("TABLE_TYPE")));
                }
            }
        } catch (SQLException e) {
            session.printer().error(e, session.nl());
            return;
        }
        session.print(new Outcome.Rows(List.of("schema", "name", "type"), List.of(false, false, false), rows,
                rows.size()));
    }

    private static boolean isSystem(String schema) {
        String s = schema.toLowerCase(Locale.ROOT);
        return s.equals("information_schema") || s.startsWith("pg_");
    }
}
