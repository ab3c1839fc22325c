package io.nlguard.guard.rewrite.normalize;

import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TestCatalogs;

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
        return TestCatalogs.table(name, List.of(), List.of(), columns);
    }
}
