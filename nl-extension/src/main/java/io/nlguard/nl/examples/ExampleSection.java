package io.nlguard.nl.examples;

import java.util.List;

import io.nlguard.nl.prompt.PromptSection;

/** Similar questions and their SQL as the prompt's last section before the question. */
public final class ExampleSection {

    private ExampleSection() {
    }

    /** Each example as its question and its SQL in a fence; empty (and left out) without examples. */
    public static PromptSection of(List<Example> examples) {
        StringBuilder body = new StringBuilder();
        for (Example example : examples) {
            if (!body.isEmpty()) {
                body.append("\n\n");
            }
            body.append("Question: ").append(example.question().strip()).append("\nSQL:\n```sql\n")
                    .append(example.sql().strip()).append("\n```");
        }
        return new PromptSection("Examples of questions and their SQL", body.toString());
    }
}
