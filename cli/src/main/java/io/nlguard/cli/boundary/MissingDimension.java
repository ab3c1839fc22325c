package io.nlguard.cli.boundary;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * BAR-SQL 2.2.6 (1), dimension rejection: where the gold groups by one column the question names as its
 * dimension ("for each country", "per stadium"), the dimension becomes one the database lacks ("for each sales
 * region"). The grouping cannot be written over the schema, so the answer is a rejection: {@code reject}.
 * Removing "for each X" instead leaves another answerable question (the total), which is not labelled by
 * construction.
 */
public final class MissingDimension implements Mutation {

    static final List<String> DIMENSIONS = List.of("sales region", "department", "fiscal quarter",
            "customer segment", "sales channel", "marketing campaign");

    @Override
    public String kind() {
        return "missing-dimension";
    }

    @Override
    public Label label() {
        return Label.REJECT;
    }

    @Override
    public Optional<Mutant> apply(Seed seed, Random random) {
        List<ColumnUse> grouped = seed.shape().grouped().stream().distinct().toList();
        if (grouped.size() != 1) {
            return Optional.empty();
        }
        ColumnUse column = grouped.get(0);
        String table = String.join(" ", column.tableWords());
        for (String noun : List.of(String.join(" ", column.columnWords()), table, table.replaceAll("s$", ""))) {
            if (noun.isEmpty() || noun.equals("id") || noun.equals("name")) {
                continue;
            }
            Matcher m = Pattern.compile("(?i)\\b(for each|for every|per|in each|of each|by each) ("
                    + Pattern.quote(noun) + ")\\b").matcher(seed.question());
            if (!m.find() || !Words.phraseEndsAt(seed.question(), m.end())) {
                continue;
            }
            Optional<String> dimension = AbsentConcepts.pick(DIMENSIONS, seed.vocabulary(), random);
            if (dimension.isEmpty()) {
                return Optional.empty();
            }
            String mutated = Words.replace(seed.question(), new Words.MatchResultSpan(m.start(2), m.end(2)), dimension.get());
            return Optional.of(new Mutant(mutated, "groups by " + dimension.get() + " instead of " + column.table()
                    + "." + column.column() + " (\"" + m.group() + "\"); the schema has no such column"));
        }
        return Optional.empty();
    }
}
