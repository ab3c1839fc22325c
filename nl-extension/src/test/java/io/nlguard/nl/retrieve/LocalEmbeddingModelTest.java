package io.nlguard.nl.retrieve;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** nl-extension alone has no in-process model: asking for one names the module that has it. */
class LocalEmbeddingModelTest {

    @Test
    void withoutTheModuleLocalFailsNamingIt() {
        assertFalse(LocalEmbeddingModel.available(getClass().getClassLoader()));
        IllegalStateException e = assertThrows(IllegalStateException.class, LocalEmbeddingModel::get);
        assertTrue(e.getMessage().contains("nlguard-nl-embeddings"), e.getMessage());
        assertTrue(e.getMessage().contains("nlguard.nl.embeddings"), e.getMessage());
    }
}
