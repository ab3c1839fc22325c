package io.nlguard.guard.rules.firewall;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

import org.junit.jupiter.api.Test;

import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/** The evaluator's values are PostgreSQL's: every case of {@link ConstantEvaluatorTest} run on a real server. */
@RealPostgres
class ConstantEvaluatorOnPostgresTest {

    @Test
    void everyFoldedValueIsWhatPostgresComputes(TestDatabase db) throws SQLException {
        try (Connection connection = db.connect(); Statement statement = connection.createStatement()) {
            for (String line : ConstantEvaluatorTest.CASES) {
                String expression = line.substring(0, line.lastIndexOf('|')).strip();
                try (ResultSet rows = statement.executeQuery("SELECT " + expression)) {
                    rows.next();
                    String actual = rows.getString(1);
                    String folded = ConstantEvaluatorTest.fold(expression);
                    if (actual != null && actual.matches("-?[0-9.]+") && folded.matches("-?[0-9.]+")) {
                        assertEquals(0, new BigDecimal(actual).compareTo(new BigDecimal(folded)), expression + ": " + actual + " vs " + folded);
                    } else {
                        assertEquals(actual == null ? "NULL" : actual, folded, expression);
                    }
                }
            }
        }
    }
}
