package io.nlguard.guard.score;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.nlguard.guard.scope.ColumnRef;
import org.junit.jupiter.api.Test;

/** A driver of a node's score as a warning names it. */
class FeatureContributionTest {

    @Test
    void aCodeIsNamedAndACountIsANumber() {
        double unknown = ColumnRef.Status.UNKNOWN_COLUMN.ordinal() + 1;
        assertEquals("column_status=UNKNOWN_COLUMN (+1.20)", new FeatureContribution("column_status", unknown, 1.2).describe());
        assertEquals("query_joins=3 (-0.43)", new FeatureContribution("query_joins", 3, -0.43).describe());
    }
}
