package io.nlguard.nl.prompt;

import io.nlguard.nl.llm.ChatMessage;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Every text the pipeline sends to the model, in one place with one version: reports and logs name the
 * version, so a change of wording shows up next to a change of results.
 */
public final class Prompts {

    /** Raise on any change of the texts below. */
    public static final String VERSION = "nl-prompt-4";

    /** What a reply starts with when the schema holds nothing that answers the question. */
    public static final String CANNOT_ANSWER = "CANNOT ANSWER:";

    /** What a reply starts with when the question is ambiguous. */
    public static final String CLARIFY = "CLARIFY:";

    static final String SYSTEM = """
            You translate questions into SQL for PostgreSQL.
            Answer with exactly one read-only query (SELECT or WITH ... SELECT) in a ```sql fenced block, \
            and nothing that changes data or schema.
            Use only the tables and columns of the schema given; qualify columns when several tables are joined.
            Follow the schema contract, table warnings, business definitions and join paths when they are given.
            Use PostgreSQL's dialect (EXTRACT, COALESCE, LIMIT n OFFSET m, || for strings, ILIKE).
            If the schema cannot answer the question, reply with one line starting with "%s" and say what is \
            missing, and no SQL.
            If the question is ambiguous, reply with one line starting with "%s" and the question you would \
            ask to resolve it, and no SQL.""".formatted(CANNOT_ANSWER, CLARIFY);

    private Prompts() {
    }

    /** The system prompt: dialect, answer format, the schema rule and the two ways to decline. */
    public static String system() {
        return SYSTEM;
    }

    /**
     * The messages that ask for one query.
     *
     * @param schema   the M-Schema text of the tables retrieved for the question
     * @param question the question as asked
     */
    public static List<ChatMessage> question(String schema, String question) {
        return question(schema, question, List.of());
    }

    /**
     * The messages that ask for one query, with the stages' sections between the schema and the question,
     * in the order given (empty ones left out).
     */
    public static List<ChatMessage> question(String schema, String question, List<PromptSection> sections) {
        Objects.requireNonNull(schema, "schema");
        Objects.requireNonNull(question, "question");
        StringBuilder user = new StringBuilder("Schema:\n").append(schema.isBlank() ? "(no tables)" : schema.strip());
        for (PromptSection section : sections) {
            if (!section.isEmpty()) {
                user.append("\n\n").append(section.text());
            }
        }
        user.append("\n\nQuestion: ").append(question.strip()).append("\n\nSQL:");
        return List.of(ChatMessage.system(SYSTEM), ChatMessage.user(user.toString()));
    }

    /**
     * The base messages followed by a decline the boundary detectors found no gap for, and a second request: the
     * model sees its decline as its answer, then what the question's words matched.
     *
     * @param base    the messages that asked for the query
     * @param decline the reply that declined
     * @param matched the schema items the question's words matched ({@code customers.city ("live in")...})
     */
    public static List<ChatMessage> challenge(List<ChatMessage> base, String decline, String matched) {
        List<ChatMessage> messages = new ArrayList<>(base);
        messages.add(ChatMessage.assistant(decline.strip()));
        messages.add(ChatMessage.user("The question's words matched these schema items: " + matched.strip()
                + ". Write the query: exactly one read-only SELECT in a ```sql fenced block. If the schema really "
                + "lacks something the question needs, reply with one line starting with \"" + CANNOT_ANSWER
                + "\" naming the missing table, column or value."));
        return List.copyOf(messages);
    }

    /**
     * The base messages followed by the failed attempt and what was wrong with it: the model sees its own
     * query as its answer, then the error as the next request.
     *
     * @param base      the messages that asked for the query
     * @param failedSql the query that failed (the guard's normalized text), or null when the reply held none
     * @param error     the database's or the guard's words, with the SQLSTATE or the fix hint when there is one
     */
    public static List<ChatMessage> repair(List<ChatMessage> base, String failedSql, String error) {
        List<ChatMessage> messages = new ArrayList<>(base);
        String attempt = failedSql == null ? "(no SQL)" : "```sql\n" + failedSql.strip() + "\n```";
        messages.add(ChatMessage.assistant(attempt));
        messages.add(ChatMessage.user("That query failed: " + error.strip() + "\nWrite the corrected query: "
                + "exactly one read-only SELECT in a ```sql fenced block, using only the tables and columns of "
                + "the schema above."));
        return List.copyOf(messages);
    }
}
