package io.nlguard.model.train;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.features.NodeFeatures;
import io.nlguard.model.data.QueryPair;

/** Training rows with the question withheld from half the questions, and rows tested without any. */
class QuestionWithholdingTest {

    private static final int LITERAL_IN_QUESTION = NodeFeatures.index("literal_in_question");
    private static final int NAME_IN_QUESTION = NodeFeatures.index("name_in_question");

    /** The tiny catalog's pairs, each asked as "singers of France over 30" whatever its filter. */
    private static List<QueryPair> asked(List<QueryPair> pairs) {
        List<QueryPair> asked = new ArrayList<>();
        for (QueryPair p : pairs) {
            asked.add(new QueryPair(p.dbId(), p.gold(), p.predicted(), p.group(), p.source(),
                    "Names and ages of the singers of France over 30"));
        }
        return asked;
    }

    private static NodeDataset build(List<QueryPair> pairs) {
        return new DatasetBuilder().build(pairs, TinyCatalog.catalogs()).dataset();
    }

    @Test
    void withholdingTheQuestionGivesExactlyTheRowsOfPairsThatNeverHadOne() {
        List<QueryPair> plain = TinyCatalog.misspeltColumns(1);
        NodeDataset withQuestion = build(asked(plain));
        NodeDataset without = build(plain);

        assertFalse(Arrays.equals(without.features(), withQuestion.features()), "the question changes some rows");
        NodeDataset withheld = withQuestion.withoutQuestion(pair -> true);
        assertArrayEquals(without.features(), withheld.features());
        assertSame(without, without.withoutQuestion(pair -> true), "nothing to withhold: no copy");
        assertFalse(Arrays.equals(without.features(), withQuestion.features()), "the original is left as it was");
    }

    @Test
    void halfOfTheQuestionsAreWithheldWholeAndTheSameOnEveryRun() {
        NodeDataset data = build(asked(TinyCatalog.misspeltColumns(2)));
        NodeDataset training = QuestionWithholding.forTraining(data);
        assertArrayEquals(training.features(), QuestionWithholding.forTraining(data).features(), "reproducible");

        int withheldQuestions = 0;
        for (NodeDataset.LabeledQuery query : training.queries()) {
            boolean anyQuestionValue = false;
            for (int row = query.firstRow(); row < query.firstRow() + query.rows(); row++) {
                anyQuestionValue |= training.feature(row, LITERAL_IN_QUESTION) != 0
                        || training.feature(row, NAME_IN_QUESTION) != -1;
            }
            boolean withheld = QuestionWithholding.withheld(query.pair());
            assertEquals(!withheld, anyQuestionValue, query.pair().group() + ": every row of a question alike");
            withheldQuestions += withheld ? 1 : 0;
        }
        double share = (double) withheldQuestions / training.queries().size();
        assertTrue(share > 0.3 && share < 0.7, "about half: " + share);
    }
}
