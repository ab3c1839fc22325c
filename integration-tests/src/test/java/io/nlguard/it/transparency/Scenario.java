package io.nlguard.it.transparency;

import java.sql.Connection;
import java.util.List;
import java.util.stream.Stream;

/** One transparency scenario: runs on a connection, returns what it observed. */
record Scenario(String name, Body body) {

    @FunctionalInterface
    interface Body {
        Outcome run(Connection connection, Dialect dialect) throws Exception;
    }

    /** Every scenario of the suite, in the order they run. */
    static List<Scenario> all() {
        return Stream.concat(DataScenarios.all().stream(), ControlScenarios.all().stream()).toList();
    }
}
