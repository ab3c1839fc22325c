package io.nlguard.model.train;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.TablesJsonReader;
import io.nlguard.model.data.QueryPair;

/**
 * A two-table Spider-style database ({@code music}: singer, concert) read from an inline tables.json,
 * and synthetic pairs on it, for the dataset, training, evaluation and scoring tests that need no corpus.
 */
public final class TinyCatalog {

    public static final String DB = "music";

    private static final String TABLES_JSON = """
            [{"db_id": "music",
              "table_names_original": ["singer", "concert"],
              "column_names_original": [[-1, "*"], [0, "singer_id"], [0, "name"], [0, "country"], [0, "age"],
                                        [1, "concert_id"], [1, "concert_name"], [1, "singer_id"], [1, "year"]],
              "column_types": ["text", "number", "text", "text", "number", "number", "text", "number", "number"],
              "primary_keys": [1, 5],
              "foreign_keys": [[7, 1]]}]
            """;

    /** Columns of singer that a query can select, with a misspelling of each that names nothing. */
    private static final String[][] SINGER_COLUMNS = {
            {"name", "nme"}, {"country", "contry"}, {"age", "agee"}, {"singer_id", "singerid"}};
    /** Filters on singer, each with a literal. */
    private static final String[] SINGER_FILTERS = {
            "age > 30", "country = 'France'", "age < 50", "name = 'Joe'", "singer_id = 3", "age >= 18",
            "country = 'Peru'", "age <> 40"};

    private TinyCatalog() {
    }

    /** The {@code music} database by its db_id. */
    public static Map<String, Catalog> catalogs() {
        try {
            return TablesJsonReader.read(new ByteArrayInputStream(TABLES_JSON.getBytes(StandardCharsets.UTF_8)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static QueryPair pair(String gold, String predicted, String group) {
        return new QueryPair(DB, gold, predicted, group, "test");
    }

    /**
     * For each (column, filter) question on singer, two pairs in its own group: the right prediction, and
     * one that selects a misspelt column. Clearly learnable: the wrong nodes are exactly the nodes whose
     * name resolves nowhere. {@code 2 * 4 * 8 = 64} pairs per copy; later copies add a distinct filter.
     */
    public static List<QueryPair> misspeltColumns(int copies) {
        List<QueryPair> pairs = new ArrayList<>();
        for (int copy = 0; copy < copies; copy++) {
            for (String[] column : SINGER_COLUMNS) {
                for (String filter : SINGER_FILTERS) {
                    String where = copy == 0 ? filter : filter + " AND singer_id <> " + (100 + copy);
                    String gold = "SELECT " + column[0] + " FROM singer WHERE " + where;
                    String group = "q" + pairs.size() / 2;
                    pairs.add(pair(gold, gold, group));
                    pairs.add(pair(gold, "SELECT " + column[1] + " FROM singer WHERE " + where, group));
                }
            }
        }
        return pairs;
    }
}
