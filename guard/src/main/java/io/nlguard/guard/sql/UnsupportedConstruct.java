package io.nlguard.guard.sql;

import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.merge.Merge;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.update.Update;

/**
 * A statement the parser accepted that {@link TreeBuilder} cannot turn into a tree. {@link SqlParser}
 * reports it as a {@link ParseFailure.Kind#UNSUPPORTED} failure naming the construct and the nearest
 * position the builder knew, never as a syntax error or with the text of a Java exception.
 */
public final class UnsupportedConstruct extends RuntimeException {

    private final String construct;
    private final int line;
    private final int column;

    /**
     * @param construct what cannot be analysed, in words that complete "nlguard cannot analyse ..."
     * @param near      the last node that had a position when building stopped, or null
     */
    UnsupportedConstruct(String construct, SqlNode near, Throwable cause) {
        super(construct, cause);
        this.construct = construct;
        this.line = near == null ? 0 : near.line();
        this.column = near == null ? 0 : near.column();
    }

    /** A failure the builder did not foresee (a shape of the parser's objects it does not expect). */
    static UnsupportedConstruct unexpected(Statement statement, SqlNode near, RuntimeException cause) {
        return new UnsupportedConstruct("a construct of this " + keyword(statement) + "statement", near, cause);
    }

    /** What cannot be analysed: completes "nlguard cannot analyse ...". */
    public String construct() {
        return construct;
    }

    /** 1-based line of the nearest known position; 0 when none. */
    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** {@code "SELECT "} and the like for the statements the builder models itself; "" for the others. */
    private static String keyword(Statement statement) {
        if (statement instanceof Select) {
            return "SELECT ";
        }
        if (statement instanceof Insert) {
            return "INSERT ";
        }
        if (statement instanceof Update) {
            return "UPDATE ";
        }
        if (statement instanceof Delete) {
            return "DELETE ";
        }
        return statement instanceof Merge ? "MERGE " : "";
    }
}
