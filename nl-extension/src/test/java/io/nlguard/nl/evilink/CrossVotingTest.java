package io.nlguard.nl.evilink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.linking.SchemaItems;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

/** The cross-voting arithmetic worked out by hand: Beta(1,1) posterior means and the required threshold. */
class CrossVotingTest {

    private final Catalog shop = ShopCatalog.catalog();
    private final CrossVoting voting = new CrossVoting(Credibility.DEFAULT);

    @Test
    void posteriorMeanOfTheUniformPrior() {
        assertEquals(5.0 / 6, Credibility.of(4, 4), 1e-12);
        assertEquals(4.0 / 6, Credibility.of(3, 4), 1e-12);
        assertEquals(1.0 / 6, Credibility.of(0, 4), 1e-12);
        assertEquals(0.75, Credibility.of(2, 2), 1e-12);
        assertEquals(0.8, Credibility.of(3, 3), 1e-12);
        assertEquals(0.6, Credibility.of(2, 3), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> Credibility.of(3, 2));
        assertThrows(IllegalArgumentException.class, () -> new Credibility(0));
    }

    @Test
    void thresholdsKeepThreeOfFourUncertainAndEveryUnanimousVoteRequired() {
        Credibility c = Credibility.DEFAULT;
        assertEquals(LinkingBucket.UNCERTAIN, c.bucket(3, 4), "3 of 4: 0.67 < 0.75");
        assertEquals(LinkingBucket.REQUIRED, c.bucket(4, 4));
        assertEquals(LinkingBucket.REQUIRED, c.bucket(3, 3));
        assertEquals(LinkingBucket.REQUIRED, c.bucket(2, 2), "2 of 2: 0.75 meets 0.75 exactly");
        assertEquals(LinkingBucket.UNCERTAIN, c.bucket(2, 3));
        assertEquals(LinkingBucket.UNCERTAIN, c.bucket(1, 2));
        assertEquals(LinkingBucket.UNCERTAIN, c.bucket(1, 1), "one path alone: 2/3");
        assertEquals(LinkingBucket.CANDIDATE, c.bucket(0, 4));
        // a stricter threshold of 0.8: two agreeing paths are no longer enough
        assertEquals(LinkingBucket.UNCERTAIN, new Credibility(0.8).bucket(2, 2));
        assertEquals(LinkingBucket.REQUIRED, new Credibility(0.8).bucket(3, 3));
    }

    @Test
    void fourHypothesesThreeSupportingAnItemLeaveItUncertain() {
        SchemaItems a = items(Set.of("customers", "orders"), Set.of("customers.city", "orders.customer_id", "customers.customer_id"));
        SchemaItems b = items(Set.of("customers", "orders"), Set.of("customers.city", "orders.customer_id", "customers.customer_id"));
        SchemaItems c = items(Set.of("customers", "orders"), Set.of("customers.city", "orders.customer_id", "customers.customer_id"));
        SchemaItems d = items(Set.of("customers"), Set.of("customers.city", "customers.dob"));
        MultiHypothesisLinking linking = voting.vote(List.of(a, b, c, d), shop);

        assertEquals(4, linking.hypotheses());
        assertEquals(Set.of("customers"), linking.required().tables());
        assertEquals(Set.of("customers.city"), linking.required().fields());
        assertEquals(Set.of("orders"), linking.uncertain().tables());
        assertEquals(Set.of("orders.customer_id", "customers.customer_id", "customers.dob"), linking.uncertain().fields());
        ItemVote orders = linking.tableVotes().get("orders");
        assertEquals(3, orders.support());
        assertEquals(4.0 / 6, orders.credibility(), 1e-12);
        ItemVote dob = linking.fieldVotes().get("customers.dob");
        assertEquals(1, dob.support());
        assertEquals(2.0 / 6, dob.credibility(), 1e-12);
        // every catalog item not selected is a candidate: 6 tables, 24 columns in the shop
        assertEquals(Set.of("products", "order_items", "suppliers", "reviews"), linking.candidate().tables());
        assertEquals(24 - 4, linking.candidate().fields().size());
        assertEquals(1.0 / 6, linking.fieldVotes().get("reviews.stars").credibility(), 1e-12);
        assertEquals(Set.of("customers", "orders"), linking.linked().tables());
        assertEquals(4, linking.linked().fields().size());
    }

    @Test
    void noHypothesisLeavesEverythingACandidate() {
        MultiHypothesisLinking linking = voting.vote(List.of(), shop);
        assertTrue(linking.required().tables().isEmpty() && linking.uncertain().fields().isEmpty());
        assertEquals(6, linking.candidate().tables().size());
        assertEquals(SelectedSchema.whole(shop), linking.candidate());
    }

    private static SchemaItems items(Set<String> tables, Set<String> fields) {
        return new SchemaItems(tables, fields);
    }
}
