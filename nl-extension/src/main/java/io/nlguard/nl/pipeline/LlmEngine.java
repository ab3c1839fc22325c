package io.nlguard.nl.pipeline;

import io.nlguard.nl.generate.CandidateGenerator;
import io.nlguard.nl.generate.SqlExtractor;
import io.nlguard.nl.llm.CallContext;
import io.nlguard.nl.llm.LlmException;
import io.nlguard.nl.llm.LlmSettings;
import io.nlguard.nl.llm.OllamaClient;
import io.nlguard.nl.retrieve.OllamaEmbeddingModel;
import io.nlguard.nl.retrieve.SchemaEmbeddings;

/**
 * The client of one server and model, the generator and the embeddings over it: built once per settings and shared by
 * every question that uses them. The model is looked up once, so a missing one is said in Ollama's terms
 * with the models the server has, before any prompt is sent.
 */
final class LlmEngine implements AutoCloseable {

    /** Catalog snapshots whose document embeddings are kept, as the pipeline keeps their indexes. */
    private static final int CATALOGS = 16;

    private final OllamaClient client;
    private final CandidateGenerator generator;
    private final SchemaEmbeddings embeddings;
    private volatile boolean modelConfirmed;

    LlmEngine(LlmSettings settings) {
        this.client = new OllamaClient(settings);
        this.generator = new CandidateGenerator(client, new SqlExtractor());
        this.embeddings = new SchemaEmbeddings(new OllamaEmbeddingModel(client), CATALOGS);
    }

    /** The server's embedding model ({@code nlguard.nl.embed-model}) for retrieval and routing. */
    SchemaEmbeddings embeddings() {
        return embeddings;
    }

    /** The client itself, for the stages that talk to the model outside generation (the evilink linker). */
    OllamaClient client() {
        return client;
    }

    CandidateGenerator generator() {
        return generator;
    }

    /** Checks the model is pulled, the first time only (a failure is checked again next time). */
    void requireModel(CallContext context) throws LlmException {
        if (!modelConfirmed) {
            client.requireModel(client.settings().model(), context);
            modelConfirmed = true;
        }
    }

    @Override
    public void close() {
        generator.close();
        client.close();
    }
}
