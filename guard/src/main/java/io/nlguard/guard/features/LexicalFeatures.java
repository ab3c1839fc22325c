package io.nlguard.guard.features;

import java.util.Locale;

import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.types.SqlType;

/**
 * Lexical and typo-detection features (paper group 3): edit distances and Jaro-Winkler similarity of a
 * name to the catalog's table and column names (a name one edit from a real one is a typo), the
 * lexical patterns of names, and the shape of literals. Distances default to
 * {@link NameDistances#NO_MATCH}, "no close match".
 */
final class LexicalFeatures implements GroupFeatures {

    private static final FeatureBlock BLOCK = new FeatureBlock(FeatureGroup.LEXICAL);

    private static final double FAR = NameDistances.NO_MATCH;

    private static final int DISTANCE_TABLE = BLOCK.value("distance_table", "For column, qualifier, table and USING names: Levenshtein distance (any case) to the nearest catalog table name", FAR);
    private static final int DISTANCE_OTHER_TABLE = BLOCK.value("distance_other_table", "Distance to the nearest catalog table name other than the name itself (how confusable it is)", FAR);
    private static final int DISTANCE_TABLE_NORMALIZED = BLOCK.value("distance_table_normalized", "distance_table over the longer name's length", 1);
    private static final int SIMILARITY_TABLE = BLOCK.number("similarity_table", "Best Jaro-Winkler similarity to a catalog table name");
    private static final int DISTANCE_COLUMN = BLOCK.value("distance_column", "Levenshtein distance (any case) to the nearest column name of the whole catalog", FAR);
    private static final int DISTANCE_OTHER_COLUMN = BLOCK.value("distance_other_column", "Distance to the nearest catalog column name other than the name itself", FAR);
    private static final int DISTANCE_COLUMN_NORMALIZED = BLOCK.value("distance_column_normalized", "distance_column over the longer name's length", 1);
    private static final int SIMILARITY_COLUMN = BLOCK.number("similarity_column", "Best Jaro-Winkler similarity to a catalog column name");
    private static final int DISTANCE_NAME = BLOCK.value("distance_name", "The smaller of distance_table and distance_column: to any schema name", FAR);
    private static final int DISTANCE_COLUMN_IN_SCOPE = BLOCK.value("distance_column_in_scope", "For a column name: distance to the nearest column of the sources visible in its scope", FAR);
    private static final int DISTANCE_ALIAS_IN_SCOPE = BLOCK.value("distance_alias_in_scope", "For a qualifier: distance to the nearest table name or alias visible in its scope", FAR);
    private static final int NAME_LENGTH = BLOCK.number("name_length", "Length of the node's name");
    private static final int NAME_HAS_DIGIT = BLOCK.flag("name_has_digit", "The name contains a digit");
    private static final int NAME_HAS_UNDERSCORE = BLOCK.flag("name_has_underscore", "The name contains an underscore");
    private static final int NAME_ALL_CAPS = BLOCK.flag("name_all_caps", "The name's letters are all upper case (ALL_CAPS)");
    private static final int NAME_MIXED_CASE = BLOCK.flag("name_mixed_case", "The name mixes upper and lower case (mixedCase)");
    private static final int NAME_ALL_LOWER = BLOCK.flag("name_all_lower", "The name's letters are all lower case");
    private static final int NAME_HAS_SPACE = BLOCK.flag("name_has_space", "The name contains a space (a quoted name)");
    private static final int NAME_TOKENS = BLOCK.number("name_tokens", "Words in the name, split at underscores, spaces, punctuation and camelCase humps");
    private static final int NAME_SHORT_ALIAS = BLOCK.flag("name_short_alias", "The name looks like a generated alias: T1, a, s2");
    private static final int LITERAL_LENGTH = BLOCK.number("literal_length", "For a literal: length of its value");
    private static final int LITERAL_STRING = BLOCK.flag("literal_string", "The literal is a quoted string");
    private static final int LITERAL_NUMBER = BLOCK.flag("literal_number", "The literal is a number");
    private static final int LITERAL_INTEGER = BLOCK.flag("literal_integer", "The literal is a whole number");
    private static final int LITERAL_TYPED_TEMPORAL = BLOCK.flag("literal_typed_temporal", "The literal is typed DATE, TIME or TIMESTAMP");
    private static final int LITERAL_NUMERIC_TEXT = BLOCK.flag("literal_numeric_text", "A quoted string whose text is a number ('42')");
    private static final int LITERAL_LOOKS_LIKE_DATE = BLOCK.flag("literal_looks_like_date", "The literal's text is a date (2020-01-31, 31/01/2020...)");
    private static final int LITERAL_LOOKS_LIKE_YEAR = BLOCK.flag("literal_looks_like_year", "The literal's text is a four-digit year");
    private static final int LITERAL_HAS_WILDCARD = BLOCK.flag("literal_has_wildcard", "A quoted string containing % or _");
    private static final int LITERAL_HAS_UPPER = BLOCK.flag("literal_has_upper", "The literal contains an upper-case letter");
    private static final int LITERAL_ALL_UPPER = BLOCK.flag("literal_all_upper", "The literal's letters are all upper case");
    private static final int LITERAL_EDGE_SPACE = BLOCK.flag("literal_edge_space", "The literal starts or ends with a blank");
    private static final int LITERAL_WORDS = BLOCK.number("literal_words", "Blank-separated words in the literal");
    private static final int LITERAL_MAGNITUDE = BLOCK.number("literal_magnitude", "For a number: log10(1 + |value|)");

    static final LexicalFeatures INSTANCE = new LexicalFeatures();

    private LexicalFeatures() {
    }

    @Override
    public FeatureBlock block() {
        return BLOCK;
    }

    @Override
    public void fill(Extraction x, SqlNode node, double[] row, int at) {
        String name = node.name();
        if (name == null) {
            return;
        }
        if (node.type() == NodeType.LITERAL) {
            literal(x, node, name, row, at);
            return;
        }
        NameKind kind = NameKind.of(node);
        if (kind == null) {
            return;
        }
        pattern(name, row, at);
        switch (kind) {
            case COLUMN, USING_COLUMN -> {
                distances(x.distances(node), row, at);
                SqlNode column = NameKind.columnOf(node);
                if (column != null) {
                    row[at + DISTANCE_COLUMN_IN_SCOPE] = x.inScopeColumnDistance(column);
                }
            }
            case QUALIFIER -> {
                distances(x.distances(node), row, at);
                row[at + DISTANCE_ALIAS_IN_SCOPE] = nearestAlias(x, node, name);
            }
            case TABLE -> distances(x.distances(node), row, at);
            default -> {
            }
        }
    }

    private static void distances(NameDistances d, double[] row, int at) {
        row[at + DISTANCE_TABLE] = d.table();
        row[at + DISTANCE_OTHER_TABLE] = d.otherTable();
        row[at + DISTANCE_TABLE_NORMALIZED] = d.tableNormalized();
        row[at + SIMILARITY_TABLE] = d.tableSimilarity();
        row[at + DISTANCE_COLUMN] = d.column();
        row[at + DISTANCE_OTHER_COLUMN] = d.otherColumn();
        row[at + DISTANCE_COLUMN_NORMALIZED] = d.columnNormalized();
        row[at + SIMILARITY_COLUMN] = d.columnSimilarity();
        row[at + DISTANCE_NAME] = d.nearest();
    }

    /** Distance from a qualifier to the nearest alias (or unaliased table name) its column can see. */
    private static int nearestAlias(Extraction x, SqlNode qualifier, String name) {
        ColumnRef ref = x.scopes.column(NameKind.columnOf(qualifier));
        if (ref != null && ref.status() != ColumnRef.Status.UNKNOWN_QUALIFIER) {
            return 0; // it names a visible source
        }
        String folded = name.toLowerCase(Locale.ROOT);
        int best = NameDistances.NO_MATCH;
        for (Source source : x.visibleSources(x.scope(qualifier))) {
            best = Math.min(best, NameDistances.edits(folded, source.alias().toLowerCase(Locale.ROOT)));
        }
        return best;
    }

    private static void pattern(String name, double[] row, int at) {
        row[at + NAME_LENGTH] = name.length();
        row[at + NAME_HAS_DIGIT] = NameShape.hasDigit(name) ? 1 : 0;
        row[at + NAME_HAS_UNDERSCORE] = name.indexOf('_') >= 0 ? 1 : 0;
        row[at + NAME_ALL_CAPS] = NameShape.isAllCaps(name) ? 1 : 0;
        row[at + NAME_MIXED_CASE] = NameShape.isMixedCase(name) ? 1 : 0;
        row[at + NAME_ALL_LOWER] = NameShape.isAllLower(name) ? 1 : 0;
        row[at + NAME_HAS_SPACE] = NameShape.hasSpace(name) ? 1 : 0;
        row[at + NAME_TOKENS] = NameShape.tokens(name);
        row[at + NAME_SHORT_ALIAS] = NameShape.isShortAlias(name) ? 1 : 0;
    }

    private static void literal(Extraction x, SqlNode literal, String text, double[] row, int at) {
        SqlType type = x.types().typeOf(literal);
        boolean string = type == SqlType.UNTYPED_LITERAL;
        boolean number = type == SqlType.NUMERIC;
        boolean typed = type == SqlType.DATE || type == SqlType.TIME || type == SqlType.TIMESTAMP;
        row[at + LITERAL_LENGTH] = text.length();
        row[at + LITERAL_STRING] = string ? 1 : 0;
        row[at + LITERAL_NUMBER] = number ? 1 : 0;
        row[at + LITERAL_INTEGER] = number && LiteralText.isInteger(text) ? 1 : 0;
        row[at + LITERAL_TYPED_TEMPORAL] = typed ? 1 : 0;
        row[at + LITERAL_NUMERIC_TEXT] = string && LiteralText.isNumber(text) ? 1 : 0;
        row[at + LITERAL_LOOKS_LIKE_DATE] = type.isDateLike() || (string && LiteralText.looksLikeDate(text)) ? 1 : 0;
        row[at + LITERAL_LOOKS_LIKE_YEAR] = LiteralText.looksLikeYear(text) ? 1 : 0;
        row[at + LITERAL_HAS_WILDCARD] = string && (text.indexOf('%') >= 0 || text.indexOf('_') >= 0) ? 1 : 0;
        row[at + LITERAL_HAS_UPPER] = LiteralText.hasUpperCase(text) && !typed ? 1 : 0;
        row[at + LITERAL_ALL_UPPER] = LiteralText.isAllUpperCase(text) && !typed ? 1 : 0;
        row[at + LITERAL_EDGE_SPACE] = LiteralText.hasEdgeSpace(text) ? 1 : 0;
        row[at + LITERAL_WORDS] = LiteralText.words(text);
        if (number && LiteralText.isNumber(text)) {
            double magnitude = Math.log10(1 + Math.abs(Double.parseDouble(text.trim())));
            // 1e999 parses as infinity: the largest finite magnitude stands for it
            row[at + LITERAL_MAGNITUDE] = Double.isFinite(magnitude) ? magnitude : Math.log10(Double.MAX_VALUE);
        }
    }
}
