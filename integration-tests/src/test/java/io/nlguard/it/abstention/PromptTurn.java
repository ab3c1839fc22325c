package io.nlguard.it.abstention;

import com.fasterxml.jackson.databind.JsonNode;

import io.nlguard.testsupport.ollama.RecordedRequest;

/**
 * What a model call of the {@code NL:} pipeline asks, read from its request: the question (the first user message
 * ends with {@code Question: ...} and {@code SQL:}, see {@code Prompts.question}) and which turn it is, from the
 * last user message ({@code Prompts.challenge}, {@code Prompts.repair}).
 */
record PromptTurn(String question, Turn turn) {

    enum Turn {
        /** The question's prompt, or a clarification option's (the question with the option chosen). */
        FIRST,
        /** A decline the detectors found no gap for, asked once more. */
        CHALLENGE,
        /** A failed query, to be corrected. */
        REPAIR
    }

    private static final String QUESTION = "\n\nQuestion: ";
    private static final String END = "\n\nSQL:";

    static PromptTurn of(RecordedRequest request) {
        JsonNode messages = request.json().path("messages");
        String first = null;
        String last = null;
        for (JsonNode message : messages) {
            if ("user".equals(message.path("role").asText())) {
                String content = message.path("content").asText();
                first = first == null ? content : first;
                last = content;
            }
        }
        if (first == null || !first.contains(QUESTION)) {
            throw new IllegalArgumentException("no question in the prompt: " + request.body());
        }
        String tail = first.substring(first.lastIndexOf(QUESTION) + QUESTION.length());
        String question = tail.endsWith(END) ? tail.substring(0, tail.length() - END.length()) : tail;
        Turn turn = last.startsWith("The question's words matched these schema items") ? Turn.CHALLENGE
                : last.startsWith("That query failed") ? Turn.REPAIR : Turn.FIRST;
        return new PromptTurn(question.strip(), turn);
    }
}
