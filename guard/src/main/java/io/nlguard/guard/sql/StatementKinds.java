package io.nlguard.guard.sql;

import java.util.List;
import java.util.Locale;

import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.ExplainStatement;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.alter.Alter;
import net.sf.jsqlparser.statement.create.index.CreateIndex;
import net.sf.jsqlparser.statement.create.table.CreateTable;
import net.sf.jsqlparser.statement.create.view.CreateView;
import net.sf.jsqlparser.statement.drop.Drop;
import net.sf.jsqlparser.statement.truncate.Truncate;

/**
 * Statements that are neither queries nor DML: DDL and commands (SET, SHOW, COPY, GRANT, EXPLAIN...).
 * The node's name is the statement's leading keywords ({@code CREATE TABLE}, {@code ALTER SYSTEM},
 * {@code SET ROLE}) so rules can match on them; the tables it touches become children.
 */
final class StatementKinds {

    private StatementKinds() {
    }

    static SqlNode otherStatement(Statement statement, NodeFactory nodes, TreeBuilder builder) {
        NodeType type = typeOf(statement);
        SqlNode node = nodes.named(type, Role.THIS, leadingKeywords(statement), statement);
        for (Table table : tablesOf(statement)) {
            node.add(builder.table(table, Role.TARGET));
        }
        if (statement instanceof CreateView view && view.getSelect() != null) {
            node.add(builder.query(view.getSelect(), Role.QUERY));
        } else if (statement instanceof CreateTable create && create.getSelect() != null) {
            node.add(builder.query(create.getSelect(), Role.QUERY));
        } else if (statement instanceof ExplainStatement explain && explain.getStatement() instanceof net.sf.jsqlparser.statement.select.Select explained) {
            node.add(builder.query(explained, Role.QUERY));
        }
        return node;
    }

    private static NodeType typeOf(Statement statement) {
        String pkg = statement.getClass().getPackageName();
        if (pkg.contains(".statement.create")) {
            return NodeType.CREATE;
        }
        if (pkg.contains(".statement.alter")) {
            return NodeType.ALTER;
        }
        if (pkg.contains(".statement.drop")) {
            return NodeType.DROP;
        }
        if (pkg.contains(".statement.truncate")) {
            return NodeType.TRUNCATE;
        }
        return NodeType.COMMAND;
    }

    private static List<Table> tablesOf(Statement statement) {
        if (statement instanceof CreateTable create) {
            return List.of(create.getTable());
        }
        if (statement instanceof CreateView view) {
            return List.of(view.getView());
        }
        if (statement instanceof CreateIndex index && index.getTable() != null) {
            return List.of(index.getTable());
        }
        if (statement instanceof Alter alter && alter.getTable() != null) {
            return List.of(alter.getTable());
        }
        if (statement instanceof Drop drop) {
            return drop.getNames() != null ? drop.getNames() : drop.getName() == null ? List.of() : List.of(drop.getName());
        }
        if (statement instanceof Truncate truncate) {
            return truncate.getTables() != null ? truncate.getTables() : List.of(truncate.getTable());
        }
        return List.of();
    }

    /** The first two words of the statement, upper-cased: enough to tell {@code SET ROLE} from {@code SET search_path}. */
    private static String leadingKeywords(Statement statement) {
        String[] words = statement.toString().trim().split("\\s+", 3);
        String first = words[0].toUpperCase(Locale.ROOT);
        return words.length > 1 ? first + " " + words[1].toUpperCase(Locale.ROOT) : first;
    }
}
