package io.nlguard.guard.features;

import java.util.List;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;

/**
 * What the question says about a node (not in the paper, which scores SQL alone). Without a question
 * ({@link Question#NONE}) every feature keeps its default, and the model is trained with the question
 * withheld from half of its questions, so it scores plain JDBC traffic as well as a model that never
 * saw one.
 */
final class QuestionFeatures implements GroupFeatures {

    /** Whether a literal's value is in the question, in order of risk. */
    enum Mention {
        IN_QUESTION,
        NOT_IN_QUESTION
    }

    private static final FeatureBlock BLOCK = new FeatureBlock(FeatureGroup.QUESTION);

    private static final int LITERAL_IN_QUESTION = BLOCK.level("literal_in_question", "For a literal, when the question is known: whether its value appears in the question as whole words (quotes and % aside)", Mention.class);
    private static final int NAME_IN_QUESTION = BLOCK.value("name_in_question", "For a column or table name (the Column or Table node and its name identifier), when the question is known: the share of its name's words (split at _ and case changes; id and one-letter words aside; plurals' s dropped) that are words of the question; -1 = no question, not such a name, or no word to look for", -1);

    static final QuestionFeatures INSTANCE = new QuestionFeatures();

    private QuestionFeatures() {
    }

    @Override
    public FeatureBlock block() {
        return BLOCK;
    }

    @Override
    public void fill(Extraction x, SqlNode node, double[] row, int at) {
        Question question = x.question;
        String name = node.name();
        if (!question.isKnown() || name == null) {
            return;
        }
        if (node.type() == NodeType.LITERAL) {
            Mention mention = question.mentions(name) ? Mention.IN_QUESTION : Mention.NOT_IN_QUESTION;
            row[at + LITERAL_IN_QUESTION] = mention.ordinal() + 1;
            return;
        }
        // the name identifier shares its Column's or Table's value, as identifiers share the facts of what they name
        NameKind kind = NameKind.of(node);
        if (kind == NameKind.COLUMN || kind == NameKind.TABLE) {
            nameInQuestion(question, name, row, at);
        }
    }

    /**
     * A model picks a column or table from the question's words; a name none of whose words the question
     * uses is one it picked on weaker grounds, and the wrong pick among lookalikes is the commonest error.
     */
    private static void nameInQuestion(Question question, String name, double[] row, int at) {
        int words = 0;
        int found = 0;
        List<String> nameWords = NameShape.words(name.substring(name.lastIndexOf('.') + 1));
        for (String word : nameWords) {
            if (word.length() < 2 || word.equals("id")) {
                continue; // every table has an id; one letter says nothing
            }
            words++;
            found += question.hasWord(word) ? 1 : 0;
        }
        if (words > 0) {
            row[at + NAME_IN_QUESTION] = (double) found / words;
        }
    }
}
