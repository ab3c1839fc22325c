package io.nlguard.guard.schema;

import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/** Catalogs for tests, built in code: a Spider-like concert_singer schema and the helpers that make it. */
public final class TestCatalogs {

    /**
     * stadium, singer, concert (FK stadium_id), singer_in_concert (composite PK; FKs to concert and
     * singer), performance (composite FK to singer_in_concert), ticket (FK concert_ref to concert; an
     * undeclared venue_stadium_id), and archive.old_concert off the search path.
     */
    public static final Catalog CONCERT_SINGER = Catalog.of(List.of("public"), List.of(
            table("stadium", List.of("stadium_id"), List.of(),
                    "stadium_id int4", "location text", "name text", "capacity int4", "highest int4", "lowest int4", "average int4"),
            table("singer", List.of("singer_id"), List.of(),
                    "singer_id int4", "name text", "country text", "song_name text", "song_release_year text", "age int4",
                    "is_male bool", "net_worth numeric"),
            table("concert", List.of("concert_id"), List.of(fk("concert", "stadium_id", "stadium", "stadium_id")),
                    "concert_id int4", "concert_name text", "theme text", "stadium_id int4", "year int4", "concert_date date",
                    "starts_at timestamptz"),
            table("singer_in_concert", List.of("concert_id", "singer_id"),
                    List.of(fk("singer_in_concert", "concert_id", "concert", "concert_id"),
                            fk("singer_in_concert", "singer_id", "singer", "singer_id")),
                    "concert_id int4", "singer_id int4"),
            table("performance", List.of("performance_id"),
                    List.of(new ForeignKey(name("performance"), List.of("concert_id", "singer_id"),
                            name("singer_in_concert"), List.of("concert_id", "singer_id"))),
                    "performance_id int4", "concert_id int4", "singer_id int4", "minutes int4"),
            table("ticket", List.of("ticket_id"), List.of(fk("ticket", "concert_ref", "concert", "concert_id")),
                    "ticket_id int4", "concert_ref int4", "venue_stadium_id int4", "price numeric"),
            new Table(new TableName("archive", "old_concert"), TableKind.TABLE,
                    List.of(new Column("concert_id", 1, Types.INTEGER, "int4", false)), List.of("concert_id"), List.of())));

    private TestCatalogs() {
    }

    /** Columns as {@code "name type"}, or {@code "name with spaces|type"}; types are PostgreSQL's names. */
    public static Table table(String name, List<String> primaryKey, List<ForeignKey> keys, String... columns) {
        List<Column> list = new ArrayList<>();
        for (String column : columns) {
            String[] parts = column.contains("|") ? column.split("\\|") : column.split(" ");
            list.add(new Column(parts[0], list.size() + 1, jdbcType(parts[1]), parts[1], true));
        }
        return new Table(name(name), TableKind.TABLE, list, primaryKey, keys);
    }

    private static int jdbcType(String nativeType) {
        return switch (nativeType) {
            case "int4" -> Types.INTEGER;
            case "int8" -> Types.BIGINT;
            case "float8" -> Types.DOUBLE;
            case "timestamp" -> Types.TIMESTAMP;
            case "numeric" -> Types.NUMERIC;
            case "text" -> Types.VARCHAR;
            case "bool" -> Types.BIT;
            case "date" -> Types.DATE;
            case "timestamptz" -> Types.TIMESTAMP_WITH_TIMEZONE;
            default -> Types.OTHER;
        };
    }

    public static ForeignKey fk(String from, String fromColumn, String to, String toColumn) {
        return new ForeignKey(name(from), List.of(fromColumn), name(to), List.of(toColumn));
    }

    public static TableName name(String table) {
        return new TableName("public", table);
    }
}
