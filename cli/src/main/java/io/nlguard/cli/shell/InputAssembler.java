package io.nlguard.cli.shell;

import io.nlguard.cli.QuestionText;

/**
 * Puts lines together into what the shell runs: SQL goes on over lines until one ends with {@code ;}; a
 * line that starts a statement with the question prefix is a question and ends with the line; so does a
 * line that starts one with a backslash (a meta command). Blank lines between statements are skipped.
 */
public final class InputAssembler {

    private final String questionPrefix;
    private final StringBuilder sql = new StringBuilder();

    public InputAssembler(String questionPrefix) {
        this.questionPrefix = questionPrefix;
    }

    /** The input this line completes, or null when it needs more lines (or was blank). */
    public ShellInput accept(String line) {
        if (sql.length() == 0) {
            String start = line.strip();
            if (start.isEmpty()) {
                return null;
            }
            if (start.startsWith("\\")) {
                int space = start.indexOf(' ');
                return space < 0 ? new ShellInput.Meta(start, "")
                        : new ShellInput.Meta(start.substring(0, space), start.substring(space + 1).strip());
            }
            if (QuestionText.isQuestion(questionPrefix, start)) {
                return new ShellInput.Question(withoutSemicolon(start));
            }
        } else {
            sql.append('\n');
        }
        sql.append(line);
        return line.stripTrailing().endsWith(";") ? take() : null;
    }

    /** At the end of the input: the SQL typed without its {@code ;}, if any. */
    public ShellInput finish() {
        return sql.toString().isBlank() ? null : take();
    }

    /** True while a statement has lines but no end yet (the prompt says so). */
    public boolean pending() {
        return sql.length() > 0;
    }

    /** Forgets the statement being typed (Ctrl-C). */
    public void discard() {
        sql.setLength(0);
    }

    private ShellInput take() {
        ShellInput input = new ShellInput.Sql(sql.toString());
        sql.setLength(0);
        return input;
    }

    /** A question ends with its line; a {@code ;} typed out of habit is not part of it. */
    private static String withoutSemicolon(String question) {
        String q = question.stripTrailing();
        return q.endsWith(";") ? q.substring(0, q.length() - 1).stripTrailing() : q;
    }
}
