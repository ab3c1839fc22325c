package io.nlguard.guard.scope;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import io.nlguard.guard.sql.SqlNode;

/**
 * One query level: the sources its FROM clause (and joins) bring into view under their aliases, the
 * column references that belong to it, its output column names and its nested scopes. Modelled on
 * sqlglot's {@code Scope}.
 */
public final class Scope {

    /** Where the query sits, which decides what it may see of enclosing queries. */
    public enum Kind {
        /** The statement's own query, a DML statement's level, or the query of INSERT ... SELECT or CREATE ... AS SELECT. */
        ROOT,
        /** A subquery inside an expression (IN, EXISTS, scalar): may reference enclosing queries. */
        SUBQUERY,
        /** A subquery in FROM: sees enclosing queries but not its sibling FROM items (no LATERAL). */
        DERIVED_TABLE,
        /** The body of a CTE: like a derived table. */
        CTE,
        /** One branch of UNION / INTERSECT / EXCEPT. */
        SET_OPERATION
    }

    private final SqlNode node;
    private final Scope parent;
    private final Kind kind;
    private final Map<String, Source> sources = new LinkedHashMap<>();
    private final List<SqlNode> columns = new ArrayList<>();
    private final List<Scope> children = new ArrayList<>();
    private final Set<String> mergedColumns = new HashSet<>();
    private final Map<String, SqlNode> outputAliases = new LinkedHashMap<>();
    private List<String> outputColumns;

    Scope(SqlNode node, Scope parent, Kind kind) {
        this.node = node;
        this.parent = parent;
        this.kind = kind;
        if (parent != null) {
            parent.children.add(this);
        }
    }

    /** The query node: Select, Union..., or the DML statement. */
    public SqlNode node() {
        return node;
    }

    public Scope parent() {
        return parent;
    }

    public Kind kind() {
        return kind;
    }

    /** Sources in FROM order, keyed by lower-case alias. */
    public Collection<Source> sources() {
        return Collections.unmodifiableCollection(sources.values());
    }

    /** The source a qualifier names in this scope (case-insensitive), or null. */
    public Source source(String alias) {
        return sources.get(key(alias));
    }

    /** Column reference nodes that belong to this query level (not to nested queries). */
    public List<SqlNode> columns() {
        return Collections.unmodifiableList(columns);
    }

    public List<Scope> children() {
        return Collections.unmodifiableList(children);
    }

    /** Output column names in order, or null when a star over an unknown source makes them unknowable. */
    public List<String> outputColumns() {
        return outputColumns;
    }

    /**
     * The next enclosing query level whose sources this level's columns may also name (an
     * expression subquery's enclosing query; a derived table skips the level it is a FROM item of),
     * or null. Messages use it to list what a reference could have named.
     */
    public Scope outer() {
        return ColumnResolver.outer(this);
    }

    /** Whether the query level may see the sources of the level it is nested in. */
    public boolean seesEnclosingSources() {
        return kind == Kind.SUBQUERY || kind == Kind.SET_OPERATION;
    }

    /** The level of a UNION / INTERSECT / EXCEPT itself: no sources, its ORDER BY names output columns. */
    public boolean isSetOperationResult() {
        return node.type().isSetOperation();
    }

    /** Columns named in {@code JOIN ... USING (...)} or by a NATURAL join: unqualified use is not ambiguous. */
    boolean isMergedColumn(String name) {
        return mergedColumns.contains(key(name));
    }

    SqlNode outputAlias(String name) {
        return outputAliases.get(key(name));
    }

    void addSource(Source source) {
        sources.putIfAbsent(key(source.alias()), source);
    }

    void addColumn(SqlNode column) {
        columns.add(column);
    }

    void addMergedColumn(String name) {
        mergedColumns.add(key(name));
    }

    void addOutputAlias(String name, SqlNode aliasNode) {
        outputAliases.putIfAbsent(key(name), aliasNode);
    }

    void outputColumns(List<String> names) {
        this.outputColumns = names == null ? null : List.copyOf(names);
    }

    @Override
    public String toString() {
        return kind + " scope of " + node.describe() + " sources=" + sources.keySet();
    }

    static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }
}
