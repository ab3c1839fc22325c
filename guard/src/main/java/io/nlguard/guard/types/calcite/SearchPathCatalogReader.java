package io.nlguard.guard.types.calcite;

import org.apache.calcite.jdbc.CalciteSchema;
import org.apache.calcite.prepare.CalciteCatalogReader;
import org.apache.calcite.rel.type.RelDataTypeFactory;

import java.util.ArrayList;
import java.util.List;

/**
 * A catalog reader that resolves unqualified names through every schema of the PostgreSQL search
 * path in order (the public constructor of {@link CalciteCatalogReader} takes only one default
 * schema), then from the root, so that {@code schema.table} works too.
 */
final class SearchPathCatalogReader extends CalciteCatalogReader {

    SearchPathCatalogReader(CalciteSchema root, List<List<String>> schemaPaths, RelDataTypeFactory types) {
        super(root, PostgresDialect.NAMES, schemaPaths, types, PostgresDialect.CONNECTION);
    }

    /** The lookup order for a search path: each schema, then the root. */
    static List<List<String>> schemaPaths(List<String> searchPath) {
        List<List<String>> paths = new ArrayList<>();
        for (String schema : searchPath) {
            if (!schema.isBlank() && !schema.startsWith("$")) {
                paths.add(List.of(schema));
            }
        }
        paths.add(List.of());
        return List.copyOf(paths);
    }
}
