package io.nlguard.nl.evilink;

import java.util.List;

import io.nlguard.nl.llm.ChatMessage;
import io.nlguard.nl.llm.LlmException;
import io.nlguard.nl.llm.LlmReply;

/** The model EviLink talks to: a chat call, asked for a JSON object when {@code json} is set. */
@FunctionalInterface
public interface AgentChat {

    LlmReply ask(List<ChatMessage> messages, boolean json) throws LlmException;
}
