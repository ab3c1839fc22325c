package io.nlguard.nl.contract;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.nlguard.guard.names.NameWords;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.gloss.ColumnGloss;
import io.nlguard.nl.gloss.Glosses;
import io.nlguard.nl.gloss.WordForms;
import io.nlguard.nl.knowledge.Synonyms;
import io.nlguard.nl.retrieve.ChosenTable;
import io.nlguard.nl.retrieve.SchemaComments;
import io.nlguard.nl.retrieve.SchemaContext;

/**
 * Stage 3b: grounds the question in the schema context. Its keyphrases ({@link Keyphrases}) are scored
 * against every column of the context's tables and against the tables' names ({@link MatchScore}); each
 * table gets a {@link TableRelevance}; the tables the question names, or whose non-key columns it names
 * (with a phrase that matches in at most two tables), are required; their keys and matched columns are the columns to use. Quoted values get
 * {@link ValueHints}, asked-for dates and names missing from a required table get {@link ColumnRedirects},
 * and content words that matched nothing, not even a table's or column's comment ({@link CommentMatches}), are
 * listed as unsupported. The knowledge file's synonyms name
 * their tables and columns as their own names do, and a value synonym is a value hint with the stored value.
 */
public final class SchemaLinker {

    /** The most required tables: a contract naming more constrains nothing. */
    static final int MAX_TABLES = 5;

    /** The most columns listed per required table, besides its key. */
    static final int MAX_COLUMNS = 6;

    /** The least match of a non-key column that makes its table required. */
    static final double REQUIRES = 0.7;

    static final int MAX_UNSUPPORTED = 8;

    /** The most tables a phrase's good matches may be in for it to make them required. */
    static final int DISCRIMINATING_TABLES = 2;

    public SchemaContract link(Catalog catalog, SchemaContext context, String question) {
        return link(catalog, context, question, Synonyms.NONE);
    }

    /** @param synonyms the knowledge file's other names of tables, columns and values */
    public SchemaContract link(Catalog catalog, SchemaContext context, String question, Synonyms synonyms) {
        return link(catalog, context, question, synonyms, SchemaComments.NONE);
    }

    /** @param comments what the schema says of its tables and columns beyond their names */
    public SchemaContract link(Catalog catalog, SchemaContext context, String question, SchemaComments comments) {
        return link(catalog, context, question, Synonyms.NONE, comments);
    }

    /**
     * @param synonyms the knowledge file's other names of tables, columns and values
     * @param comments what the schema says of its tables and columns beyond their names: a phrase matching a
     *                 comment's words is matched, as one matching a gloss word ({@link CommentMatches})
     */
    public SchemaContract link(Catalog catalog, SchemaContext context, String question, Synonyms synonyms,
                               SchemaComments comments) {
        List<Keyphrase> phrases = Keyphrases.of(question);
        List<Keyphrase> matchable = Consumed.without(phrases, context.tables());
        List<ColumnMatch> matches = new ArrayList<>();
        List<TableRelevance> relevance = new ArrayList<>();
        Set<Keyphrase> matched = new HashSet<>();
        List<ChosenTable> tables = context.tables();
        long ranked = tables.stream().filter(t -> !t.expanded()).count();
        for (int i = 0; i < tables.size(); i++) {
            ChosenTable chosen = tables.get(i);
            Table table = chosen.table();
            double named = nameMatch(table, matchable, matched, synonyms, comments);
            List<ColumnMatch> own = columnMatches(table, matchable, synonyms, comments, matched);
            own.forEach(m -> matched.add(m.phrase()));
            matches.addAll(own);
            double retrieval = chosen.expanded() ? 0.3 : 1.0 - (double) i / Math.max(1, ranked);
            relevance.add(TableRelevance.of(table, (int) own.stream().map(ColumnMatch::column).distinct().count(),
                    own.stream().mapToDouble(ColumnMatch::score).max().orElse(0), named, retrieval));
        }
        matches.sort(Comparator.comparingDouble(ColumnMatch::score).reversed());
        relevance.sort(Comparator.comparingDouble(TableRelevance::relevance).reversed());
        List<Table> required = required(relevance, matches, tables);
        Map<Table, List<Column>> columns = new LinkedHashMap<>();
        for (Table table : required) {
            columns.put(table, columnsToUse(table, matches));
        }
        List<ValueHint> hints = new ArrayList<>(ValueHints.ofSynonyms(phrases, tables, synonyms, matched));
        hints.addAll(ValueHints.of(question, phrases, tables, matches, required));
        List<ColumnWarning> warnings = ColumnRedirects.of(catalog, required, Keyphrases.words(question), phrases);
        matched.addAll(Consumed.words(phrases, matchable));
        return new SchemaContract(phrases, matches, relevance, required, columns, warnings, hints,
                unsupported(question, phrases, matched, warnings, tables));
    }

    private static double nameMatch(Table table, List<Keyphrase> phrases, Set<Keyphrase> matched, Synonyms synonyms,
                                    SchemaComments comments) {
        String name = table.name().name();
        List<String> words = NameWords.of(name);
        List<String> gloss = List.of(Glosses.ofName(name).split(" "));
        CommentMatches byComment = new CommentMatches(gloss, comments.of(table, null));
        double best = 0;
        for (Keyphrase phrase : phrases) {
            if (phrase.kind() == Keyphrase.Kind.WORD || phrase.kind() == Keyphrase.Kind.BIGRAM) {
                double score = byComment.score(phrase, glossWords -> MatchScore.of(phrase, name, null, words,
                        glossWords, synonyms), matched);
                if (score >= MatchScore.THRESHOLD) {
                    matched.add(phrase);
                    best = Math.max(best, score);
                }
            }
        }
        return best;
    }

    private static List<ColumnMatch> columnMatches(Table table, List<Keyphrase> phrases, Synonyms synonyms,
                                                   SchemaComments comments, Set<Keyphrase> matched) {
        List<ColumnMatch> matches = new ArrayList<>();
        for (Column column : table.columns()) {
            ColumnGloss gloss = Glosses.of(table, column);
            CommentMatches byComment = new CommentMatches(MatchScore.all(gloss.words(), gloss.expansions()),
                    comments.of(table, column));
            for (Keyphrase phrase : phrases) {
                if (phrase.kind() != Keyphrase.Kind.WORD && phrase.kind() != Keyphrase.Kind.BIGRAM) {
                    continue;
                }
                double score = byComment.score(phrase, glossWords -> MatchScore.of(phrase, column.name(),
                        table.name().name(), gloss.words(), glossWords, synonyms), matched);
                if (score >= MatchScore.THRESHOLD) {
                    matches.add(new ColumnMatch(table, column, phrase, score));
                }
            }
        }
        return matches;
    }

    /**
     * The tables the question names, or whose non-key columns it names well enough, most relevant first;
     * when there are none, retrieval's best table.
     */
    private static List<Table> required(List<TableRelevance> relevance, List<ColumnMatch> matches,
                                        List<ChosenTable> tables) {
        List<Table> required = new ArrayList<>();
        for (TableRelevance r : relevance) {
            boolean byColumn = matches.stream().anyMatch(m -> m.table() == r.table() && m.score() >= REQUIRES
                    && (m.score() >= Consumed.WHOLE || !isForeignKeyColumn(r.table(), m.column()))
                    && discriminates(m.phrase(), matches));
            if ((r.named() || byColumn) && required.size() < MAX_TABLES) {
                required.add(r.table());
            }
        }
        if (!tables.isEmpty() && !required.contains(tables.get(0).table()) && required.size() < MAX_TABLES) {
            required.add(tables.get(0).table());
        }
        return required;
    }

    /**
     * Whether a phrase's good matches are in few tables: {@code name} or {@code status}, a column of every
     * table, says nothing about which table the question needs.
     */
    private static boolean discriminates(Keyphrase phrase, List<ColumnMatch> matches) {
        return matches.stream().filter(m -> m.phrase().equals(phrase) && m.score() >= REQUIRES).map(ColumnMatch::table)
                .distinct().count() <= DISCRIMINATING_TABLES;
    }

    /** The table's primary key, then its matched columns, best first, at most {@link #MAX_COLUMNS}. */
    private static List<Column> columnsToUse(Table table, List<ColumnMatch> matches) {
        List<Column> columns = new ArrayList<>();
        for (String key : table.primaryKey()) {
            table.column(key).ifPresent(columns::add);
        }
        int added = 0;
        for (ColumnMatch m : matches) {
            if (m.table() == table && !columns.contains(m.column()) && added < MAX_COLUMNS) {
                columns.add(m.column());
                added++;
            }
        }
        return columns;
    }

    static boolean isForeignKeyColumn(Table table, Column column) {
        for (ForeignKey fk : table.foreignKeys()) {
            if (fk.fromColumns().stream().anyMatch(c -> c.equalsIgnoreCase(column.name()))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Content words that no column, table or longer phrase matched, that no warning explains, that do not
     * ask for a kind of column the context has (a date for "year"), and that look like a concept: not a
     * value (capitalized inside the question: Oslo, USA; or with digits), not a verb or adverb form.
     */
    private static List<String> unsupported(String question, List<Keyphrase> phrases, Set<Keyphrase> matched,
                                            List<ColumnWarning> warnings, List<ChosenTable> tables) {
        Set<String> covered = new HashSet<>();
        for (Keyphrase phrase : phrases) {
            if (phrase.kind() == Keyphrase.Kind.QUOTED || matched.contains(phrase)) {
                covered.addAll(phrase.words());
            }
        }
        warnings.forEach(w -> covered.addAll(ColumnRedirects.conceptWords(w.concept())));
        Set<String> values = Keyphrases.capitalized(question);
        List<String> unsupported = new ArrayList<>();
        for (Keyphrase phrase : phrases) {
            String word = phrase.text();
            if (phrase.kind() == Keyphrase.Kind.WORD && !phrase.metric() && !covered.contains(word)
                    && !values.contains(word) && !WordForms.verbal(word) && word.chars().noneMatch(Character::isDigit)
                    && !ColumnRedirects.kindInContext(word, tables) && unsupported.size() < MAX_UNSUPPORTED) {
                unsupported.add(word);
            }
        }
        return unsupported;
    }
}
