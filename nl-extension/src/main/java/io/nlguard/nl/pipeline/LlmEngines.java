package io.nlguard.nl.pipeline;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.nl.llm.LlmSettings;

/** One {@link LlmEngine} per server, model and timeout, for the JVM; the least used are closed beyond a few. */
final class LlmEngines {

    private static final int MAXIMUM = 8;

    private final Cache<LlmSettings, LlmEngine> engines = Caffeine.newBuilder().maximumSize(MAXIMUM)
            .removalListener((LlmSettings key, LlmEngine engine, com.github.benmanes.caffeine.cache.RemovalCause cause) -> {
                if (engine != null) {
                    engine.close();
                }
            }).build();

    LlmEngine of(NlSettings settings) {
        return engines.get(llmSettings(settings), LlmEngine::new);
    }

    static LlmSettings llmSettings(NlSettings settings) {
        String url = settings.ollamaUrl().toString();
        return LlmSettings.of(url.endsWith("/") ? url.substring(0, url.length() - 1) : url, settings.model())
                .withEmbedModel(settings.embedModel()).withTimeout(settings.llmTimeout());
    }
}
