package io.nlguard.guard.features;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
import io.nlguard.guard.sql.SqlNode;

/**
 * Lexical features of the catalog around a name (added to the paper's lexical group): how many other
 * tables, or other columns of the same table and of the tables beside it in the query, share a word
 * with it. Wrong picks among similar names are the commonest error on wide schemas, and unlike the
 * catalog's size these counts mean the same on a schema the model never saw.
 */
final class LookalikeFeatures implements GroupFeatures {

    private static final FeatureBlock BLOCK = new FeatureBlock(FeatureGroup.LEXICAL);

    private static final int TABLES_SHARING_WORD = BLOCK.number("lookalike_tables", "For a catalog table and its name: the most other catalog tables that share one word with its name");
    private static final int COLUMNS_SHARING_WORD_IN_TABLE = BLOCK.number("lookalike_columns_in_table", "For a resolved catalog column and its name: the most other columns of its table that share one word with its name");
    private static final int COLUMNS_SHARING_WORD_IN_SCOPE = BLOCK.number("lookalike_columns_in_scope", "The most columns of the other catalog tables visible in its scope that share one word with its name");

    static final LookalikeFeatures INSTANCE = new LookalikeFeatures();

    private LookalikeFeatures() {
    }

    @Override
    public FeatureBlock block() {
        return BLOCK;
    }

    @Override
    public void fill(Extraction x, SqlNode node, double[] row, int at) {
        NameKind kind = NameKind.of(node);
        if (kind == NameKind.COLUMN) {
            column(x, NameKind.columnOf(node), row, at);
        } else if (kind == NameKind.TABLE) {
            SqlNode item = NameKind.fromItemOf(node);
            if (item != null && x.scopes.sourceOf(item) instanceof TableSource source && source.table() != null) {
                row[at + TABLES_SHARING_WORD] = x.vocabulary.lookalikes().tablesSharingWord(source.table());
            }
        }
    }

    private static void column(Extraction x, SqlNode column, double[] row, int at) {
        ColumnRef ref = column == null ? null : x.scopes.column(column);
        Column catalogColumn = ref == null ? null : ref.catalogColumn();
        if (catalogColumn == null || !(ref.source() instanceof TableSource own) || own.table() == null) {
            return;
        }
        Lookalikes lookalikes = x.vocabulary.lookalikes();
        row[at + COLUMNS_SHARING_WORD_IN_TABLE] = lookalikes.columnsSharingWordInTable(catalogColumn);
        int[] inScope = x.lookalikesInScope();
        if (inScope[column.id()] < 0) {
            List<Table> others = new ArrayList<>();
            for (Source source : x.visibleSources(x.scope(column))) {
                if (source != own && source instanceof TableSource table && table.table() != null && table.table() != own.table()) {
                    others.add(table.table());
                }
            }
            inScope[column.id()] = lookalikes.columnsSharingWordIn(others, catalogColumn);
        }
        row[at + COLUMNS_SHARING_WORD_IN_SCOPE] = inScope[column.id()];
    }
}
