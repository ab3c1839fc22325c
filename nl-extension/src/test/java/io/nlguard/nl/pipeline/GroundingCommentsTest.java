package io.nlguard.nl.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.retrieve.RetrievalSettings;
import io.nlguard.nl.retrieve.SchemaComments;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.retrieve.SchemaIndexCache;
import io.nlguard.nl.retrieve.SchemaRetriever;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

/** Grounding links with the comments retrieval indexed: the contract the boundary detectors read has them. */
class GroundingCommentsTest {

    private static final Catalog SHOP = ShopCatalog.catalog();

    @Test
    void theContractCountsAWordOnlyAColumnsCommentSaysAsMatched() {
        SchemaComments comments = (table, column) -> column != null && column.name().equals("stars")
                ? "The customer's rating of the product" : "";
        String question = "What is the average rating of the reviews?";
        assertEquals(List.of("rating"), unsupported(new SchemaIndexCache(1), question));
        assertTrue(unsupported(new SchemaIndexCache(1, catalog -> comments), question).isEmpty());
    }

    private static List<String> unsupported(SchemaIndexCache indexes, String question) {
        SchemaContext context = new SchemaRetriever(indexes, Optional.empty(), RetrievalSettings.DEFAULT)
                .retrieve(SHOP, "shop", question);
        return new SchemaGrounding(indexes, RetrievalSettings.DEFAULT.hubCap())
                .ground(GroundingBudgetTest.request(question, SHOP), context, Knowledge.EMPTY, new StageLog("comments"))
                .contract().unsupported();
    }
}
