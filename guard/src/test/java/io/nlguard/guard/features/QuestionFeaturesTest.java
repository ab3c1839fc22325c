package io.nlguard.guard.features;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/** The question features: what the question says about literals and names, and nothing without a question. */
class QuestionFeaturesTest {

    private static final String SQL = "SELECT a.name, t.title FROM artist a JOIN album t ON t.artist_id = a.artist_id"
            + " WHERE a.country = 'Norway' AND t.price > 9.5 AND t.title LIKE '%Blue%'";

    private static final double FOUND = QuestionFeatures.Mention.IN_QUESTION.ordinal() + 1;
    private static final double NOT_FOUND = QuestionFeatures.Mention.NOT_IN_QUESTION.ordinal() + 1;

    @Test
    void aLiteralIsFoundAsWholeWordsIgnoringCaseQuotesAndWildcards() {
        Featurized f = Featurized.asked(SQL, Featurized.MUSIC, "Which NORWAY artists have a blue album over 10 dollars?");
        assertEquals(FOUND, f.get("Literal(Norway)", "literal_in_question"));
        assertEquals(FOUND, f.get("Literal(%Blue%)", "literal_in_question"), "LIKE's % is not part of the value");
        assertEquals(NOT_FOUND, f.get("Literal(9.5)", "literal_in_question"), "the question said 10, not 9.5");
    }

    @Test
    void aValueInsideALongerWordIsNotFound() {
        Featurized f = Featurized.asked(SQL, Featurized.MUSIC, "Norwayish bluest albums");
        assertEquals(NOT_FOUND, f.get("Literal(Norway)", "literal_in_question"));
        assertEquals(NOT_FOUND, f.get("Literal(%Blue%)", "literal_in_question"));
    }

    @Test
    void aNameScoresTheShareOfItsWordsTheQuestionUses() {
        Featurized f = Featurized.asked("SELECT t.title, t.released, a.artist_id FROM album t JOIN artist a"
                + " ON t.artist_id = a.artist_id", Featurized.MUSIC, "Titles of the albums by each artist");
        assertEquals(1.0, f.get("Column(t.title)", "name_in_question"), "'titles' is 'title' with its plural s");
        assertEquals(0.0, f.get("Column(t.released)", "name_in_question"));
        assertEquals(1.0, f.get("Table(album)", "name_in_question"));
        assertEquals(1.0, f.get("Column(a.artist_id)", "name_in_question"), "id is every table's, so only 'artist' counts");
        assertEquals(-1, f.get(f.tree.node(0), "name_in_question"), "the statement is no name: the default");
        SqlNode title = f.node("Column(t.title)");
        for (SqlNode identifier : title.children()) {
            double expected = identifier.role() == Role.QUALIFIER ? -1 : 1.0;
            assertEquals(expected, f.get(identifier, "name_in_question"),
                    "the name identifier shares its Column's value, the qualifier (an alias) has none: " + identifier);
        }
        assertEquals(2, title.children().size(), title.children().toString());
    }

    @Test
    void withoutAQuestionEveryQuestionFeatureKeepsItsDefault() {
        Featurized none = Featurized.of(SQL, Featurized.MUSIC);
        Featurized blank = Featurized.asked(SQL, Featurized.MUSIC, "  ");
        Featurized asked = Featurized.asked(SQL, Featurized.MUSIC, "Norway's artists and the titles of their albums");
        double[] defaults = NodeFeatures.defaults();
        int found = 0;
        for (int node = 0; node < none.tree.size(); node++) {
            double[] plain = new double[NodeFeatures.width()];
            double[] blanked = new double[NodeFeatures.width()];
            double[] withQuestion = new double[NodeFeatures.width()];
            none.matrix.copyRow(node, plain);
            blank.matrix.copyRow(node, blanked);
            asked.matrix.copyRow(node, withQuestion);
            assertArrayEquals(plain, blanked, "a blank question is no question");
            for (int i = 0; i < plain.length; i++) {
                FeatureDefinition feature = NodeFeatures.definitions().get(i);
                if (feature.group() == FeatureGroup.QUESTION) {
                    assertEquals(defaults[i], plain[i], feature.name());
                    found += withQuestion[i] != defaults[i] ? 1 : 0;
                } else {
                    assertEquals(plain[i], withQuestion[i], "the question moves only its own features: " + feature.name());
                }
            }
        }
        assertTrue(found > 5, "with a question, the features are set: " + found);
    }

    @Test
    void aQuestionIsComparedByItsLowerCaseText() {
        assertEquals(Question.of("Which Artists?"), Question.of(" which artists? "));
        assertNotEquals(Question.of("which artists?"), Question.of("which albums?"));
        assertEquals(Question.NONE, Question.of(null));
        assertFalse(Question.of("").isKnown());
        assertTrue(Question.of("x").isKnown());
    }
}
