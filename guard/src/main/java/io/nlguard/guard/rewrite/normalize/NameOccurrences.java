package io.nlguard.guard.rewrite.normalize;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.names.PgNames;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.sql.Identifiers;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlToken;
import io.nlguard.guard.sql.SqlTree;

/**
 * Every place a statement writes a name (tables, columns, qualifiers, aliases, CTE names, USING
 * columns) with its exact source text, and what it names: a catalog table or column (with the name as
 * the catalog stores it), or something the statement defines itself. The parser gives some of these
 * parts no position (aliases, CTE names) or a computed one (qualifiers); each is found again in the
 * tokens and checked against the name the parser read, and left without a span when they disagree.
 */
final class NameOccurrences {

    /**
     * One written name.
     *
     * @param start      offset of its text, or -1 when it could not be found exactly
     * @param raw        its source text with quotes ({@code `T1`}, {@code "Name"}, {@code cds}), or null
     * @param name       the name without quotes, as the parser read it
     * @param definition whether it defines the name (an alias, a CTE name) rather than uses it
     * @param stored     for a catalog table or column: its name as stored; null for names the statement defines
     */
    record Occurrence(SqlNode node, int start, int end, String raw, String name, boolean definition, String stored) {

        boolean located() {
            return start >= 0;
        }

        String key() {
            return name.toLowerCase(Locale.ROOT);
        }
    }

    private final PassContext context;
    private final SqlTree tree;
    private final SqliteNames names;
    private final SourceTokens tokens;
    private final List<Occurrence> occurrences = new ArrayList<>();
    /** The catalog tables the statement reads, in the order their nodes come, repeats included. */
    private final List<Table> tablesRead = new ArrayList<>();

    private NameOccurrences(PassContext context) {
        this.context = context;
        this.tree = context.tree();
        this.names = new SqliteNames(context);
        this.tokens = new SourceTokens(context.tokens());
    }

    static NameOccurrences of(PassContext context) {
        NameOccurrences found = new NameOccurrences(context);
        found.collect();
        return found;
    }

    /** The case-insensitive reading the occurrences were resolved with. */
    SqliteNames names() {
        return names;
    }

    /** In pre-order of the nodes they belong to. */
    List<Occurrence> all() {
        return occurrences;
    }

    /**
     * The stored names, under their lower-case form, of the catalog tables the statement reads and of
     * all their columns: what a name the statement defines may stand for (a derived table passes its
     * columns through under their stored names).
     */
    Set<String> catalogNames(String key) {
        // worked out only for the few names whose spellings disagree, not folded for every column of every table
        Set<String> stored = new LinkedHashSet<>();
        for (Table table : tablesRead) {
            addIfFolds(table.name().name(), key, stored);
            for (Column column : table.columns()) {
                addIfFolds(column.name(), key, stored);
            }
        }
        return stored;
    }

    private static void addIfFolds(String stored, String key, Set<String> into) {
        if (stored.toLowerCase(Locale.ROOT).equals(key)) {
            into.add(stored);
        }
    }

    private void collect() {
        for (SqlNode node : tree.nodes()) {
            switch (node.type()) {
                case COLUMN -> column(node);
                case STAR -> star(node);
                case TABLE -> table(node);
                case TABLE_ALIAS -> tableAlias(node);
                case ALIAS -> selectAlias(node);
                case JOIN -> {
                    for (SqlNode child : node.children()) {
                        if (child.role() == Role.USING) {
                            add(child, exact(child), false, null);
                        }
                    }
                }
                default -> {
                }
            }
        }
    }

    private void column(SqlNode column) {
        if (column.child(Role.QUALIFIER) != null && SourceTokens.quotedName(context.text(column)) != null) {
            return; // "T1.cds" is one name to SQLite, which the parser split at its dot: not a qualified reference
        }
        SqliteNames.Resolution resolution = names.column(column);
        SqlNode name = column.child(Role.THIS);
        if (name != null && name.type() == NodeType.IDENTIFIER) {
            Span span = exact(name);
            boolean resolvedToCatalog = resolution != null && resolution.kind() == SqliteNames.Kind.CATALOG;
            if (resolvedToCatalog) {
                add(name, span, false, resolution.column().name());
            } else if (!(name.quoted() && (span == null || PgNames.isDoubleQuoted(span.raw())) && namesNothing(resolution))) {
                // a double-quoted name that names nothing is a string in SQLite: normalize.string-literals decides
                add(name, span, false, null);
            }
        }
        SqlNode qualifier = column.child(Role.QUALIFIER);
        if (qualifier != null) {
            add(qualifier, exact(qualifier), false, qualifierTarget(resolution == null ? null : resolution.source()));
        }
        SqlNode schema = column.child(Role.SCHEMA);
        if (schema != null) {
            add(schema, exact(schema), false, null);
        }
    }

    private static boolean namesNothing(SqliteNames.Resolution resolution) {
        return resolution == null || resolution.kind() == SqliteNames.Kind.UNKNOWN
                || resolution.kind() == SqliteNames.Kind.UNCHECKABLE;
    }

    private void star(SqlNode star) {
        SqlNode qualifier = star.child(Role.QUALIFIER);
        if (qualifier != null) {
            Source source = context.scopes().scopeOf(star).source(qualifier.name());
            add(qualifier, exact(qualifier), false, qualifierTarget(source));
        }
    }

    /** A qualifier that names a catalog table without an alias is that table's stored name; an alias is the statement's own. */
    private String qualifierTarget(Source source) {
        if (source == null || source.node().child(NodeType.TABLE_ALIAS) != null) {
            return null;
        }
        Table table = names.table(source);
        return table == null ? null : table.name().name();
    }

    private void table(SqlNode tableNode) {
        Table table = names.table(tableNode);
        if (table != null) {
            tablesRead.add(table);
        }
        SqlNode name = tableNode.child(Role.THIS);
        if (name != null && name.type() == NodeType.IDENTIFIER) {
            add(name, exact(name), false, table == null ? null : table.name().name());
        }
        SqlNode schema = tableNode.child(Role.SCHEMA);
        if (schema != null) {
            add(schema, exact(schema), false, table == null ? null : table.name().schema());
        }
    }

    /** {@code AS x}, {@code AS x(a, b)} after a FROM item, or a CTE's name and column list. */
    private void tableAlias(SqlNode alias) {
        SqlNode name = alias.child(Role.THIS);
        List<SqlNode> columns = new ArrayList<>();
        for (SqlNode child : alias.children()) {
            if (child.role() == Role.COLUMNS) {
                columns.add(child);
            }
        }
        if (alias.parent().type() == NodeType.CTE) {
            if (name != null) {
                add(name, cteName(alias.parent(), name), true, null);
            }
            for (SqlNode column : columns) {
                add(column, exact(column), true, null);
            }
            return;
        }
        List<Span> spans = fromItemAlias(alias.parent(), name, columns);
        if (name != null) {
            add(name, spans == null ? null : spans.get(0), true, null);
        }
        for (int i = 0; i < columns.size(); i++) {
            add(columns.get(i), spans == null ? null : spans.get(i + 1), true, null);
        }
    }

    /** A select item's alias: the last token of the item. */
    private void selectAlias(SqlNode item) {
        SqlNode name = item.child(Role.ALIAS);
        if (name == null) {
            return;
        }
        int end = tree.endOffset(item);
        Span span = end < 0 ? null : token(tokens.endingAt(end), name);
        String alias = name.name();
        if (alias != null && alias.length() >= 2 && alias.startsWith("'") && alias.endsWith("'")) {
            // SQLite takes a string for an alias: AS 'Percentage'
            String unquoted = alias.substring(1, alias.length() - 1).replace("''", "'");
            if (!unquoted.isEmpty()) {
                occurrences.add(span == null ? new Occurrence(name, -1, -1, null, unquoted, true, null)
                        : new Occurrence(name, span.start(), span.end(), span.raw(), unquoted, true, null));
            }
            return;
        }
        add(name, span, true, null);
    }

    private void add(SqlNode node, Span span, boolean definition, String stored) {
        if (node.name() == null || node.name().isEmpty()) {
            return;
        }
        occurrences.add(span == null
                ? new Occurrence(node, -1, -1, null, node.name(), definition, stored)
                : new Occurrence(node, span.start(), span.end(), span.raw(), node.name(), definition, stored));
    }

    // finding the exact text

    private record Span(int start, int end, String raw) {
    }

    /** The node's own span, when the text there is the name the parser read. */
    private Span exact(SqlNode node) {
        int start = tree.startOffset(node);
        if (start < 0) {
            return null;
        }
        String raw = context.sql().substring(start, tree.endOffset(node));
        return spells(raw, node) ? new Span(start, start + raw.length(), raw) : null;
    }

    private Span token(int index, SqlNode node) {
        SqlToken token = tokens.get(index);
        return token != null && spells(token.text(), node) ? new Span(token.offset(), token.end(), token.text()) : null;
    }

    private static boolean spells(String raw, SqlNode node) {
        return Identifiers.isQuoted(raw) == node.quoted() && Identifiers.unquote(raw).equals(node.name());
    }

    /** The alias ends the FROM item's text: {@code ... AS x} or {@code ... AS x(a, b)}; name first, then columns. */
    private List<Span> fromItemAlias(SqlNode item, SqlNode name, List<SqlNode> columns) {
        int end = tree.endOffset(item);
        int last = end < 0 ? -1 : tokens.endingAt(end);
        if (last < 0 || name == null) {
            return null;
        }
        List<Span> spans = new ArrayList<>();
        int nameIndex = last;
        if (!columns.isEmpty()) {
            int open = tokens.get(last).is(")") ? tokens.openingParenthesis(last) : -1;
            if (open < 0 || last - open != 2 * columns.size()) {
                return null;
            }
            nameIndex = open - 1;
        }
        spans.add(token(nameIndex, name));
        for (int i = 0; i < columns.size(); i++) {
            spans.add(token(nameIndex + 2 + 2 * i, columns.get(i)));
        }
        return spans;
    }

    /** A CTE's name precedes its body: {@code name [(columns)] AS [[NOT] MATERIALIZED] (body)}. */
    private Span cteName(SqlNode cte, SqlNode name) {
        SqlNode body = cte.child(Role.QUERY);
        int bodyStart = body == null ? -1 : tree.startOffset(body);
        int i = bodyStart < 0 ? -1 : tokens.startingAt(bodyStart) - 1;
        if (i < 0 || !tokens.get(i).is("(")) {
            return null;
        }
        while (i >= 0 && tokens.get(i).is("(")) {
            i--;
        }
        while (i >= 0 && (tokens.get(i).isWord("MATERIALIZED") || tokens.get(i).isWord("NOT"))) {
            i--;
        }
        if (i < 0 || !tokens.get(i).isWord("AS")) {
            return null;
        }
        i--;
        if (i >= 0 && tokens.get(i).is(")")) {
            i = tokens.openingParenthesis(i) - 1;
        }
        return i < 0 ? null : token(i, name);
    }
}
