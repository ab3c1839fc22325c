package io.nlguard.nl.pipeline;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.sql.SqlLexer;
import io.nlguard.guard.sql.SqlToken;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The catalog's tables a query names, in the order it names them: a name token that is a table of the
 * catalog (a column of the same name as a table counts too, which the warning can live with).
 */
final class TablesUsed {

    private TablesUsed() {
    }

    static List<String> of(String sql, Catalog catalog) {
        Set<String> tables = new LinkedHashSet<>();
        for (SqlToken token : SqlLexer.lex(sql)) {
            if (token.kind() == SqlToken.Kind.WORD || token.kind() == SqlToken.Kind.QUOTED_IDENTIFIER) {
                Optional<Table> table = catalog.table(token.name());
                table.ifPresent(t -> tables.add(t.name().name()));
            }
        }
        return List.copyOf(tables);
    }
}
