package io.nlguard.cli.boundary;

import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;

/** A small Spider-like catalog (singers, concerts, stadiums) and hand-written (question, gold SQL) pairs on it. */
final class Pairs {

    static final Catalog CATALOG = Catalog.of(List.of("public"), List.of(
            table("singer", "singer_id", "name", "country", "age", "birth_year", "net_worth"),
            table("stadium", "stadium_id", "name", "location", "capacity"),
            table("concert", "concert_id", "concert_name", "year", "stadium_id")));

    private Pairs() {
    }

    static Seed seed(String question, String gold) {
        GoldShape shape = new GoldShapes().of(gold, CATALOG).orElseThrow();
        return new Seed("test:1", "concert_singer", question, gold, shape, SchemaVocabulary.of(CATALOG));
    }

    static Optional<Mutant> apply(Mutation mutation, String question, String gold) {
        return mutation.apply(seed(question, gold), new Random(1));
    }

    private static Table table(String name, String... columns) {
        List<Column> list = new ArrayList<>();
        for (String column : columns) {
            list.add(new Column(column, list.size() + 1, Types.VARCHAR, "text", true));
        }
        return new Table(new TableName("public", name), TableKind.TABLE, list, List.of(), List.of());
    }
}
