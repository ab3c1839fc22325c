package io.nlguard.compare.instances;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Types;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;

/** Literals found in the statement tree, bound to the column they are compared with. */
class LiteralHarvesterTest {

    private static final TableName SINGER = new TableName("public", "singer");
    private static final TableName CONCERT = new TableName("public", "concert");
    private static final Catalog CATALOG = Catalog.of(List.of("public"), List.of(
            new Table(SINGER, TableKind.TABLE, List.of(
                    new Column("singer_id", 1, Types.INTEGER, "int4", false),
                    new Column("name", 2, Types.VARCHAR, "text", true),
                    new Column("age", 3, Types.INTEGER, "int4", true),
                    new Column("born", 4, Types.DATE, "date", true),
                    new Column("country", 5, Types.VARCHAR, "text", true)), List.of("singer_id"), List.of()),
            new Table(CONCERT, TableKind.TABLE, List.of(
                    new Column("concert_id", 1, Types.INTEGER, "int4", false),
                    new Column("singer_name", 2, Types.VARCHAR, "text", true),
                    new Column("year", 3, Types.INTEGER, "int4", true)), List.of("concert_id"),
                    List.of(new ForeignKey(CONCERT, List.of("concert_id"), SINGER, List.of("singer_id"))))));

    private static Literals harvest(String sql) {
        Literals literals = new Literals();
        LiteralHarvester.harvest(Scopes.resolve(((ParsedSql) new SqlParser().parse(sql)).first(), CATALOG), literals);
        return literals;
    }

    private static Set<String> texts(List<HarvestedLiteral> values) {
        return values.stream().map(HarvestedLiteral::text).collect(Collectors.toSet());
    }

    private static ColumnKey singer(String column) {
        return new ColumnKey(SINGER, column);
    }

    @Test
    void aComparisonConstantIsBoundToItsColumnWithBothNeighbours() {
        Literals literals = harvest("SELECT s.name FROM singer AS s WHERE s.age > 30");
        assertEquals(Set.of("29", "30", "31"), texts(literals.of(singer("age"))));
        assertEquals(Set.of(singer("age")), literals.boundColumns());
    }

    @Test
    void constantsOnTheLeftNegativeNumbersAndDecimalsAreRead() {
        Literals literals = harvest("SELECT name FROM singer WHERE 5 <= age OR age = -7 OR age < 2.5");
        Set<String> ages = texts(literals.of(singer("age")));
        assertTrue(ages.containsAll(Set.of("4", "5", "6", "-7", "-8", "-6", "2.5", "2", "3")), ages.toString());
    }

    @Test
    void stringsGetACaseVariantAndLikePatternsBecomeMatchingValues() {
        Literals literals = harvest("SELECT name FROM singer WHERE country = 'France' AND name LIKE 'Jo%n_'");
        Set<String> countries = texts(literals.of(singer("country")));
        assertTrue(countries.containsAll(Set.of("France", "FRANCE")), countries.toString());
        Set<String> names = texts(literals.of(singer("name")));
        assertEquals(Set.of("Jonx", "Joabnq"), names);
        assertTrue(names.stream().allMatch(n -> n.matches("Jo.*n.")), "every value matches the pattern");
    }

    @Test
    void ilikeAlsoGetsAnUpperCaseMatch() {
        Set<String> names = texts(harvest("SELECT name FROM singer WHERE name ILIKE '%ann%'").of(singer("name")));
        assertTrue(names.contains("ABANNAB"), names.toString());
    }

    @Test
    void betweenInAndDatesAreBoundWithTheirKinds() {
        Literals literals = harvest("SELECT name FROM singer WHERE born BETWEEN DATE '2020-01-01' AND '2020-12-31'"
                + " AND country IN ('Spain', 'Italy')");
        List<HarvestedLiteral> born = literals.of(singer("born"));
        assertTrue(born.contains(new HarvestedLiteral(LiteralKind.DATE, "2019-12-31")), born.toString());
        assertTrue(born.contains(new HarvestedLiteral(LiteralKind.DATE, "2021-01-01")), born.toString());
        assertTrue(texts(literals.of(singer("country"))).containsAll(Set.of("Spain", "Italy")));
    }

    @Test
    void aColumnInsideLowerOrAnAggregateStillTakesTheConstant() {
        Literals literals = harvest("SELECT country FROM singer WHERE lower(name) = 'ann' GROUP BY country"
                + " HAVING max(age) >= 40");
        assertTrue(texts(literals.of(singer("name"))).contains("ann"));
        assertTrue(texts(literals.of(singer("age"))).containsAll(Set.of("39", "40", "41")));
    }

    @Test
    void limitsAndPositionsAreNotDataButOtherConstantsArePooled() {
        Literals literals = harvest("SELECT name, 'label' FROM singer ORDER BY 1 LIMIT 5 OFFSET 3");
        Set<String> all = texts(literals.all());
        assertEquals(Set.of("label"), all);
        assertTrue(literals.boundColumns().isEmpty());
    }

    @Test
    void columnsComparedWithEachOtherAreEquated() {
        Literals literals = harvest("SELECT s.name FROM singer s JOIN concert c ON c.singer_name = s.name"
                + " WHERE c.year = 2014");
        assertEquals(Set.of(new ColumnKey(CONCERT, "singer_name")), literals.equatedWith(singer("name")));
        assertTrue(texts(literals.of(new ColumnKey(CONCERT, "year"))).contains("2014"));
        assertFalse(texts(literals.all()).isEmpty());
    }

    @Test
    void castLiteralsTakeTheCastType() {
        Literals literals = harvest("SELECT name FROM singer WHERE born >= '2021-03-01'::date");
        assertTrue(literals.of(singer("born")).contains(new HarvestedLiteral(LiteralKind.DATE, "2021-02-28")));
    }
}
