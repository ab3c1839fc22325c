package io.nlguard.guard.types.calcite;

import org.apache.calcite.avatica.util.Casing;
import org.apache.calcite.avatica.util.Quoting;
import org.apache.calcite.config.CalciteConnectionConfig;
import org.apache.calcite.config.CalciteConnectionConfigImpl;
import org.apache.calcite.config.CalciteConnectionProperty;
import org.apache.calcite.config.NullCollation;
import org.apache.calcite.sql.SqlOperatorTable;
import org.apache.calcite.sql.fun.SqlLibrary;
import org.apache.calcite.sql.fun.SqlLibraryOperatorTableFactory;
import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.calcite.sql.parser.SqlParser;
import org.apache.calcite.sql.parser.babel.SqlBabelParserImpl;
import org.apache.calcite.sql.util.SqlOperatorTables;
import org.apache.calcite.sql.validate.SqlNameMatcher;
import org.apache.calcite.sql.validate.SqlNameMatchers;
import org.apache.calcite.sql.validate.SqlValidator;

import java.util.Properties;

/**
 * The Calcite settings that make it read SQL the way PostgreSQL does, as far as it can. All are
 * immutable and shared by every validation.
 */
final class PostgresDialect {

    /**
     * Double-quoted identifiers, names kept as written and matched case-insensitively. PostgreSQL
     * would fold unquoted names to lower case, but catalogs built from description files keep mixed
     * case ({@code SalesOrders}), so insensitive matching is what resolves both kinds of catalog.
     */
    static final SqlParser.Config PARSER = SqlParser.config()
            .withParserFactory(SqlBabelParserImpl.FACTORY)
            .withConformance(PostgresConformance.INSTANCE)
            .withQuoting(Quoting.DOUBLE_QUOTE)
            .withUnquotedCasing(Casing.UNCHANGED)
            .withQuotedCasing(Casing.UNCHANGED)
            .withCaseSensitive(false);

    static final SqlNameMatcher NAMES = SqlNameMatchers.withCaseSensitive(false);

    /**
     * The SQL standard operators plus Calcite's PostgreSQL library. Not {@code getOperatorTable(STANDARD,
     * POSTGRESQL)} chained after {@code SqlStdOperatorTable}: the STANDARD library already is that table,
     * and listing every standard function twice leaves {@code count(*)} or {@code coalesce} unresolved.
     */
    static final SqlOperatorTable OPERATORS = SqlOperatorTables.chain(
            SqlStdOperatorTable.instance(),
            SqlLibraryOperatorTableFactory.INSTANCE.getOperatorTable(SqlLibrary.POSTGRESQL));

    static final SqlValidator.Config VALIDATOR = SqlValidator.Config.DEFAULT
            .withConformance(PostgresConformance.INSTANCE)
            .withDefaultNullCollation(NullCollation.HIGH);

    /** What the catalog reader consults; only its case sensitivity matters for validation. */
    static final CalciteConnectionConfig CONNECTION = connectionConfig();

    private PostgresDialect() {
    }

    private static CalciteConnectionConfig connectionConfig() {
        Properties properties = new Properties();
        properties.setProperty(CalciteConnectionProperty.CASE_SENSITIVE.camelName(), "false");
        return new CalciteConnectionConfigImpl(properties);
    }
}
