/**
 * The LLM client of the {@code NL:} pipeline: the calls the seed's stages make to a local Ollama
 * server. Stage 4 (generation) chats with the model through {@link io.nlguard.nl.llm.OllamaClient#chat};
 * stage 2 (retrieval) embeds table and column documents through {@link io.nlguard.nl.llm.OllamaClient#embed};
 * the pipeline checks that the model is pulled with {@link io.nlguard.nl.llm.OllamaClient#requireModel}.
 * Every call is bounded by {@code nlguard.nl.timeout}, cancellable through its
 * {@link io.nlguard.nl.llm.CallContext}, and fails as one {@link io.nlguard.nl.llm.LlmException} that
 * carries what {@code 58NL1} says: the URL, the model and the server's own words.
 */
package io.nlguard.nl.llm;
