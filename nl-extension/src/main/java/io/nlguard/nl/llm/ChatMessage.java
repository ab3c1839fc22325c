package io.nlguard.nl.llm;

import java.util.Objects;

import io.github.ollama4j.models.chat.OllamaChatMessageRole;

/** One message of a chat: who says it and what. A repair turn adds the model's candidate and the error. */
public record ChatMessage(Role role, String content) {

    public enum Role {
        SYSTEM(OllamaChatMessageRole.SYSTEM),
        USER(OllamaChatMessageRole.USER),
        ASSISTANT(OllamaChatMessageRole.ASSISTANT);

        private final OllamaChatMessageRole ollamaRole;

        Role(OllamaChatMessageRole ollamaRole) {
            this.ollamaRole = ollamaRole;
        }

        OllamaChatMessageRole ollamaRole() {
            return ollamaRole;
        }
    }

    public ChatMessage {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(content, "content");
    }

    public static ChatMessage system(String content) {
        return new ChatMessage(Role.SYSTEM, content);
    }

    public static ChatMessage user(String content) {
        return new ChatMessage(Role.USER, content);
    }

    public static ChatMessage assistant(String content) {
        return new ChatMessage(Role.ASSISTANT, content);
    }
}
