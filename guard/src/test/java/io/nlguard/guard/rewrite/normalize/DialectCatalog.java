package io.nlguard.guard.rewrite.normalize;

import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;

/**
 * A catalog shaped like the SQLite schemas the normalize passes meet, with names as PostgreSQL stores
 * them: plain words folded to lower case, names with spaces or punctuation kept exactly; text dates.
 */
final class DialectCatalog {

    static final Catalog SCHOOLS = Catalog.of(List.of("public"), List.of(
            table("frpm", "cdscode text", "County Name|text", "School Name|text", "FRPM Count (K-12)|float8",
                    "Free Meal Count (K-12)|float8", "Enrollment (K-12)|float8", "Charter School (Y/N)|int4"),
            table("schools", "cdscode text", "school text", "county text", "mailstreet text", "phone text",
                    "opendate text", "order int4"),
            table("satscores", "cds text", "sname text", "avgscrmath int4", "numtsttakr int4"),
            table("match", "id int4", "date text", "season text"),
            table("users", "id int4", "displayname text", "location text")));

    private DialectCatalog() {
    }

    /** Columns as {@code "name type"}, or {@code "name with spaces|type"}. */
    static Table table(String name, String... columns) {
        List<Column> list = new ArrayList<>();
        for (String column : columns) {
            String[] parts = column.contains("|") ? column.split("\\|") : column.split(" ");
            list.add(new Column(parts[0], list.size() + 1, jdbcType(parts[1]), parts[1], true));
        }
        return new Table(new TableName("public", name), TableKind.TABLE, list, List.of(), List.of());
    }

    private static int jdbcType(String nativeType) {
        return switch (nativeType) {
            case "int4" -> Types.INTEGER;
            case "float8" -> Types.DOUBLE;
            case "text" -> Types.VARCHAR;
            default -> Types.OTHER;
        };
    }
}
