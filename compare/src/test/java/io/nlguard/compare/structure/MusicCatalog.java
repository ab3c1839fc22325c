package io.nlguard.compare.structure;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;

import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/** A small catalog built in code, shaped like what the guard's loaders produce; no database involved. */
final class MusicCatalog {

    private MusicCatalog() {
    }

    /** {@code artist}, {@code album} and {@code track} in {@code public}. */
    static Catalog catalog() {
        Table artist = table("artist",
                column("id", Types.INTEGER, "int4", false),
                column("name", Types.VARCHAR, "text", true),
                column("country", Types.VARCHAR, "text", true));
        Table album = table("album",
                column("id", Types.INTEGER, "int4", false),
                column("artist_id", Types.INTEGER, "int4", false),
                column("title", Types.VARCHAR, "text", true),
                column("year", Types.INTEGER, "int4", true),
                column("price", Types.NUMERIC, "numeric", true));
        Table track = table("track",
                column("id", Types.INTEGER, "int4", false),
                column("album_id", Types.INTEGER, "int4", false),
                column("name", Types.VARCHAR, "text", true),
                column("milliseconds", Types.INTEGER, "int4", true));
        return Catalog.of(List.of("public"), List.of(artist, album, track));
    }

    private static Table table(String name, Column... columns) {
        List<Column> numbered = new ArrayList<>();
        for (int i = 0; i < columns.length; i++) {
            Column c = columns[i];
            numbered.add(new Column(c.name(), i + 1, c.jdbcType(), c.nativeType(), c.nullable()));
        }
        return new Table(new TableName("public", name), TableKind.TABLE, numbered, List.of("id"), List.of());
    }

    private static Column column(String name, int jdbcType, String nativeType, boolean nullable) {
        return new Column(name, 0, jdbcType, nativeType, nullable);
    }
}
