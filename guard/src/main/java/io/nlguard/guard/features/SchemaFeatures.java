package io.nlguard.guard.features;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.DerivedSource;
import io.nlguard.guard.scope.RelationUse;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

/**
 * Schema consistency features (paper group 2): whether a node's name exists in the catalog and resolves
 * in its scope, through the guard's scope resolution (aliases, nested queries, CTEs). Identifiers get
 * the facts of what they name: a column's name identifier and its qualifier share the Column's
 * resolution, a table's name identifier and its alias the Table's.
 */
final class SchemaFeatures implements GroupFeatures {

    private static final FeatureBlock BLOCK = new FeatureBlock(FeatureGroup.SCHEMA);

    private static final int NAME_KIND = BLOCK.code("name_kind", "What the node's name denotes: column, qualifier, table, schema, table alias, CTE name, output alias, USING column, function", NameKind.class);
    private static final int QUOTED = BLOCK.flag("quoted", "The name was written in double quotes");
    private static final int IS_CATALOG_TABLE_NAME = BLOCK.flag("is_catalog_table_name", "The name (any case) is a table name of the catalog");
    private static final int IS_CATALOG_COLUMN_NAME = BLOCK.flag("is_catalog_column_name", "The name (any case) is a column name of some catalog table");
    private static final int CATALOG_TABLES_WITH_COLUMN = BLOCK.number("catalog_tables_with_column", "For a column name: how many catalog tables have a column of that name");
    private static final int COLUMN_STATUS = BLOCK.code("column_status", "For a column and its identifiers: how the reference resolved", ColumnRef.Status.class);
    private static final int COLUMN_RESOLVED = BLOCK.flag("column_resolved", "The column reference resolved to exactly one source");
    private static final int COLUMN_UNKNOWN = BLOCK.flag("column_unknown", "No source in scope has the column");
    private static final int COLUMN_AMBIGUOUS = BLOCK.flag("column_ambiguous", "The unqualified column is in more than one source in scope");
    private static final int COLUMN_UNCHECKABLE = BLOCK.flag("column_uncheckable", "The column cannot be checked: a source's columns are unknown");
    private static final int COLUMN_OUTPUT_ALIAS = BLOCK.flag("column_output_alias", "The column names an output alias of its query (ORDER BY / GROUP BY)");
    private static final int ALIASED_TYPE = BLOCK.code("aliased_expression_type", "For a reference to an output alias: the type of the expression the alias names", NodeType.class);
    private static final int ALIASED_SIZE = BLOCK.number("aliased_expression_size", "For a reference to an output alias: the nodes of the expression the alias names");
    private static final int ALIASED_COUNT_STAR = BLOCK.flag("aliased_count_star", "The output alias names count(*)");
    private static final int COLUMN_OUTER_LEVELS = BLOCK.number("column_outer_levels", "Query levels up to the source of a correlated reference; 0 for the own level");
    private static final int SOURCES_WITH_COLUMN = BLOCK.number("sources_with_column", "Sources visible in scope that have a column of this name (above 1 unqualified: ambiguous)");
    private static final int COLUMN_IN_OTHER_SOURCE = BLOCK.flag("column_in_other_source", "A visible source other than the one the column resolved to has a column of this name");
    private static final int QUALIFIED = BLOCK.flag("qualified", "The column is written with a qualifier (t.c)");
    private static final int QUALIFIER_VALID = BLOCK.flag("qualifier_valid", "The qualifier names a table or alias visible in scope");
    private static final int QUALIFIER_INVALID = BLOCK.flag("qualifier_invalid", "The qualifier names nothing visible in scope");
    private static final int QUALIFIER_IS_ALIAS = BLOCK.flag("qualifier_is_alias", "The qualifier is an alias that differs from its table's name (or a derived table's alias)");
    private static final int QUALIFIER_IS_TABLE_NAME = BLOCK.flag("qualifier_is_table_name", "The qualifier is the table's (or CTE's) own name");
    private static final int QUALIFIER_NAMES_CATALOG_TABLE = BLOCK.flag("qualifier_names_catalog_table", "The qualifier is the name of a catalog table");
    private static final int SOURCE_KIND = BLOCK.code("source_kind", "What the column's source, or the table's FROM item, is: catalog table, unknown table, system table, CTE, derived table, opaque", SourceKind.class);
    private static final int COLUMN_PRIMARY_KEY = BLOCK.flag("column_primary_key", "The resolved catalog column is part of its table's primary key");
    private static final int COLUMN_FOREIGN_KEY = BLOCK.flag("column_foreign_key", "The resolved catalog column is part of a declared foreign key of its table");
    private static final int COLUMN_REFERENCED = BLOCK.flag("column_referenced", "Some declared foreign key references the resolved catalog column");
    private static final int COLUMN_NOT_NULL = BLOCK.flag("column_not_null", "The resolved catalog column is declared NOT NULL");
    private static final int COLUMN_TYPE = BLOCK.code("column_type", "The column reference's inferred type", SqlType.class);
    private static final int COLUMN_NUMERIC = BLOCK.flag("column_numeric", "The column's type is numeric");
    private static final int COLUMN_TEXT = BLOCK.flag("column_text", "The column's type is text");
    private static final int COLUMN_TEMPORAL = BLOCK.flag("column_temporal", "The column's type is a date, time, timestamp or interval");
    private static final int COLUMN_BOOLEAN = BLOCK.flag("column_boolean", "The column's type is boolean");
    private static final int COLUMN_OTHER_TYPE = BLOCK.flag("column_other_type", "The column's type is known and none of the above (json, array, bytea, uuid...)");
    private static final int NAME_CASE_DIFFERS = BLOCK.flag("name_case_differs", "The name resolved, but is spelled in another case than the catalog's");
    private static final int TABLE_IN_CATALOG = BLOCK.flag("table_in_catalog", "For a table and its identifiers and alias: the table exists in the catalog");
    private static final int TABLE_UNKNOWN = BLOCK.flag("table_unknown", "A table the statement needs (not one it creates or drops IF EXISTS) is neither in the catalog, nor a CTE, nor a system relation");
    private static final int TABLE_IS_CTE = BLOCK.flag("table_is_cte", "The table name refers to a WITH query");
    private static final int TABLE_IS_VIEW = BLOCK.flag("table_is_view", "The catalog relation is a view or materialized view");
    private static final int TABLE_COLUMNS = BLOCK.number("table_columns", "Columns of the catalog table");
    private static final int TABLE_FOREIGN_KEYS = BLOCK.number("table_foreign_keys", "Foreign keys the catalog table declares");
    private static final int TABLE_REFERENCED_BY = BLOCK.number("table_referenced_by", "Foreign keys of other tables that reference the catalog table");
    private static final int TABLE_ALIASED = BLOCK.flag("table_aliased", "The FROM item has an alias");
    private static final int SOURCE_REFERENCES = BLOCK.number("source_references", "Column references that name the FROM item (0: joined but never used); also on its Join node");
    private static final int SOURCE_USES_OUTSIDE_JOINS = BLOCK.number("source_uses_outside_joins", "Of those, the references outside join conditions (0: the item only serves its joins); also on its Join node");
    private static final int ALIAS_MATCHES_TABLE = BLOCK.flag("alias_matches_table", "A table alias equal (any case) to its table's name");
    private static final int ALIAS_NAMES_OTHER_TABLE = BLOCK.flag("alias_names_other_table", "A table alias that is the name of another catalog table");
    private static final int SCHEMA_KNOWN = BLOCK.flag("schema_known", "For a schema name: the catalog has tables in it, or it is a system schema");
    private static final int SCOPE_SOURCES = BLOCK.number("scope_sources", "Sources (FROM items) of the node's query level");
    private static final int CATALOG_TABLES = BLOCK.number("catalog_tables", "Tables in the catalog");
    private static final int CATALOG_COLUMNS = BLOCK.number("catalog_columns", "Columns over all catalog tables");

    /**
     * What {@link #fill} writes of every named node itself (its name, its scope, the catalog's size); the
     * block's other features of a column name or qualifier are its Column's facts, the same for all three.
     */
    private static final boolean[] OWN = ownFeatures(SCOPE_SOURCES, CATALOG_TABLES, CATALOG_COLUMNS, SOURCE_REFERENCES,
            SOURCE_USES_OUTSIDE_JOINS, NAME_KIND, QUOTED, IS_CATALOG_TABLE_NAME, IS_CATALOG_COLUMN_NAME);

    static final SchemaFeatures INSTANCE = new SchemaFeatures();

    private SchemaFeatures() {
    }

    @Override
    public FeatureBlock block() {
        return BLOCK;
    }

    @Override
    public void fill(Extraction x, SqlNode node, double[] row, int at) {
        row[at + SCOPE_SOURCES] = x.scope(node) == null ? 0 : x.scope(node).sources().size();
        row[at + CATALOG_TABLES] = x.vocabulary.tableCount();
        row[at + CATALOG_COLUMNS] = x.vocabulary.columnCount();
        SqlNode joined = node.type() == NodeType.JOIN ? node.child(Role.THIS) : null;
        if (joined != null) {
            references(x, x.scopes.sourceOf(joined), row, at);
        }
        NameKind kind = NameKind.of(node);
        if (kind == null || node.name() == null) {
            return;
        }
        row[at + NAME_KIND] = kind.ordinal() + 1;
        row[at + QUOTED] = node.quoted() ? 1 : 0;
        if (kind == NameKind.FUNCTION) {
            return;
        }
        NameDistances distances = x.distances(node);
        row[at + IS_CATALOG_TABLE_NAME] = distances.table() == 0 ? 1 : 0;
        row[at + IS_CATALOG_COLUMN_NAME] = distances.column() == 0 ? 1 : 0;
        switch (kind) {
            case COLUMN, QUALIFIER -> columnOnce(x, NameKind.columnOf(node), row, at);
            case USING_COLUMN -> row[at + CATALOG_TABLES_WITH_COLUMN] = x.catalog.tablesWithColumn(node.name()).size();
            case TABLE, TABLE_ALIAS -> fromItem(x, node, kind, NameKind.fromItemOf(node), row, at);
            case SCHEMA -> row[at + SCHEMA_KNOWN] = x.vocabulary.hasSchema(node.name()) ? 1 : 0;
            default -> {
            }
        }
    }

    private static boolean[] ownFeatures(int... features) {
        boolean[] own = new boolean[BLOCK.size()];
        for (int feature : features) {
            own[feature] = true;
        }
        return own;
    }

    /**
     * A column's facts, worked out on whichever of the Column node, its name and its qualifier comes first
     * in pre-order (the Column itself, unless it has no name) and copied to the others' rows. Exact: besides
     * them, that row holds only the node's own features ({@link #OWN}), which every row writes for itself.
     */
    private static void columnOnce(Extraction x, SqlNode column, double[] row, int at) {
        if (column == null) {
            return;
        }
        int done = x.columnFactsAt(column);
        if (done < 0) {
            column(x, column, row, at);
            x.columnFactsAt(column, at);
            return;
        }
        for (int i = 0; i < OWN.length; i++) {
            if (!OWN[i]) {
                row[at + i] = row[done + i];
            }
        }
    }

    private static void column(Extraction x, SqlNode column, double[] row, int at) {
        if (column == null || column.name() == null) {
            return;
        }
        row[at + CATALOG_TABLES_WITH_COLUMN] = x.catalog.tablesWithColumn(column.name()).size();
        ColumnRef ref = x.scopes.column(column);
        if (ref == null) {
            return;
        }
        ColumnRef.Status status = ref.status();
        row[at + COLUMN_STATUS] = status.ordinal() + 1;
        row[at + COLUMN_RESOLVED] = status == ColumnRef.Status.RESOLVED ? 1 : 0;
        row[at + COLUMN_UNKNOWN] = status == ColumnRef.Status.UNKNOWN_COLUMN ? 1 : 0;
        row[at + COLUMN_AMBIGUOUS] = status == ColumnRef.Status.AMBIGUOUS ? 1 : 0;
        row[at + COLUMN_UNCHECKABLE] = status == ColumnRef.Status.UNCHECKABLE ? 1 : 0;
        row[at + COLUMN_OUTPUT_ALIAS] = status == ColumnRef.Status.OUTPUT_ALIAS ? 1 : 0;
        aliased(x, x.scopes.aliasedExpression(ref), row, at);
        row[at + COLUMN_OUTER_LEVELS] = ref.outerLevels();
        Source source = ref.source();
        SourceKind sourceKind = SourceKind.of(source);
        row[at + SOURCE_KIND] = sourceKind == null ? 0 : sourceKind.ordinal() + 1;
        qualifier(x, column.child(Role.QUALIFIER), ref, row, at);
        inScope(x, column, source, row, at);
        Column catalogColumn = ref.catalogColumn();
        if (catalogColumn != null && source instanceof TableSource table) {
            CatalogVocabulary.TableFacts facts = x.vocabulary.facts(table.table());
            if (facts != null) {
                row[at + COLUMN_PRIMARY_KEY] = facts.primaryKey().contains(catalogColumn) ? 1 : 0;
                row[at + COLUMN_FOREIGN_KEY] = facts.foreignKey().contains(catalogColumn) ? 1 : 0;
                row[at + COLUMN_REFERENCED] = facts.referenced().contains(catalogColumn) ? 1 : 0;
            }
            row[at + COLUMN_NOT_NULL] = catalogColumn.nullable() ? 0 : 1;
            row[at + NAME_CASE_DIFFERS] = catalogColumn.name().equals(column.name()) ? 0 : 1;
        }
        type(x.types().typeOf(column), row, at);
    }

    /** What an ORDER BY alias stands for: its risk is the aliased expression's (count(x) AS n ... ORDER BY n). */
    private static void aliased(Extraction x, SqlNode expression, double[] row, int at) {
        if (expression == null) {
            return;
        }
        row[at + ALIASED_TYPE] = expression.type().ordinal() + 1;
        row[at + ALIASED_SIZE] = x.shape.subtreeSize[expression.id()];
        row[at + ALIASED_COUNT_STAR] = expression.type() == NodeType.AGGREGATE && ContextFeatures.isCountStar(expression) ? 1 : 0;
    }

    private static void qualifier(Extraction x, SqlNode qualifier, ColumnRef ref, double[] row, int at) {
        if (qualifier == null || qualifier.name() == null) {
            return;
        }
        row[at + QUALIFIED] = 1;
        boolean valid = ref.status() != ColumnRef.Status.UNKNOWN_QUALIFIER;
        row[at + QUALIFIER_VALID] = valid ? 1 : 0;
        row[at + QUALIFIER_INVALID] = valid ? 0 : 1;
        row[at + QUALIFIER_NAMES_CATALOG_TABLE] = x.distances(qualifier).table() == 0 ? 1 : 0;
        Source source = ref.source();
        boolean ownName = source instanceof TableSource table && qualifier.name().equalsIgnoreCase(table.node().name())
                || source instanceof DerivedSource derived && derived.cte();
        if (source != null) {
            row[at + QUALIFIER_IS_TABLE_NAME] = ownName ? 1 : 0;
            row[at + QUALIFIER_IS_ALIAS] = ownName ? 0 : 1;
        }
    }

    /** How many visible sources have the name, and whether one other than the column's own does. */
    private static void inScope(Extraction x, SqlNode column, Source own, double[] row, int at) {
        int having = 0;
        boolean other = false;
        for (Source source : x.visibleSources(x.scope(column))) {
            if (Boolean.TRUE.equals(source.hasColumn(column.name(), column.quoted()))) {
                having++;
                other |= source != own;
            }
        }
        row[at + SOURCES_WITH_COLUMN] = having;
        row[at + COLUMN_IN_OTHER_SOURCE] = other ? 1 : 0;
    }

    private static void type(SqlType type, double[] row, int at) {
        if (type == SqlType.UNKNOWN) {
            return;
        }
        row[at + COLUMN_TYPE] = type.ordinal() + 1;
        switch (type) {
            case NUMERIC -> row[at + COLUMN_NUMERIC] = 1;
            case TEXT -> row[at + COLUMN_TEXT] = 1;
            case DATE, TIME, TIMESTAMP, INTERVAL -> row[at + COLUMN_TEMPORAL] = 1;
            case BOOLEAN -> row[at + COLUMN_BOOLEAN] = 1;
            default -> row[at + COLUMN_OTHER_TYPE] = type == SqlType.NULL ? 0 : 1;
        }
    }

    private static void references(Extraction x, Source source, double[] row, int at) {
        row[at + SOURCE_REFERENCES] = x.references(source);
        row[at + SOURCE_USES_OUTSIDE_JOINS] = x.referencesOutsideJoins(source);
    }

    private static void fromItem(Extraction x, SqlNode node, NameKind kind, SqlNode item, double[] row, int at) {
        if (item == null) {
            return;
        }
        Source source = x.scopes.sourceOf(item);
        SourceKind sourceKind = SourceKind.of(source);
        row[at + SOURCE_KIND] = sourceKind == null ? 0 : sourceKind.ordinal() + 1;
        row[at + TABLE_ALIASED] = item.child(NodeType.TABLE_ALIAS) != null ? 1 : 0;
        references(x, source, row, at);
        row[at + TABLE_IS_CTE] = sourceKind == SourceKind.CTE ? 1 : 0;
        Table table = source instanceof TableSource tableSource ? tableSource.table() : null;
        if (table == null && source == null && item.type() == NodeType.TABLE && item.name() != null) {
            SqlNode schema = item.child(Role.SCHEMA);
            table = x.catalog.table(schema == null ? null : schema.name(), item.name(), item.quoted()).orElse(null);
        }
        // a name the statement creates, drops IF EXISTS, or that names no relation is not missing from the catalog
        RelationUse use = x.scopes.useOf(item);
        boolean unknown = item.type() == NodeType.TABLE && table == null
                && (sourceKind == null || sourceKind == SourceKind.UNKNOWN_TABLE) && (use == null || use.mustExist())
                && x.catalog.isComplete();
        row[at + TABLE_UNKNOWN] = unknown ? 1 : 0;
        if (table != null) {
            row[at + TABLE_IN_CATALOG] = 1;
            row[at + TABLE_IS_VIEW] = table.kind() == TableKind.VIEW || table.kind() == TableKind.MATERIALIZED_VIEW ? 1 : 0;
            row[at + TABLE_COLUMNS] = table.columns().size();
            row[at + TABLE_FOREIGN_KEYS] = table.foreignKeys().size();
            CatalogVocabulary.TableFacts facts = x.vocabulary.facts(table);
            row[at + TABLE_REFERENCED_BY] = facts == null ? 0 : facts.incomingKeys();
            if (kind == NameKind.TABLE) {
                row[at + NAME_CASE_DIFFERS] = table.name().name().equals(item.name()) ? 0 : 1;
            }
        }
        if (kind == NameKind.TABLE_ALIAS) {
            boolean matches = item.type() == NodeType.TABLE && node.name().equalsIgnoreCase(item.name());
            row[at + ALIAS_MATCHES_TABLE] = matches ? 1 : 0;
            row[at + ALIAS_NAMES_OTHER_TABLE] = !matches && x.distances(node).table() == 0 ? 1 : 0;
        }
    }
}
