package io.nlguard.model.label;

import java.util.List;

import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;

/** Test helpers: parse, label, and show the error nodes as the paper writes them ({@code Table(artists)}). */
final class Labeling {

    private static final SqlParser PARSER = new SqlParser();

    private Labeling() {
    }

    static SqlTree tree(String sql) {
        ParseResult result = PARSER.parse(sql);
        if (!(result instanceof ParsedSql parsed)) {
            throw new IllegalArgumentException("does not parse: " + sql + " (" + result + ")");
        }
        return parsed.first();
    }

    static NodeLabels label(NodeLabeler labeler, String generated, String gold) {
        return labeler.label(tree(generated), tree(gold));
    }

    static NodeLabels label(String generated, String gold) {
        return label(NodeLabeler.standard(), generated, gold);
    }

    /** The error nodes in pre-order, each as {@link SqlNode#describe()}. */
    static List<String> errors(NodeLabels labels) {
        return labels.errors().stream().map(SqlNode::describe).toList();
    }

    static List<String> errors(String generated, String gold) {
        return errors(label(generated, gold));
    }
}
