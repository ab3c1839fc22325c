package io.nlguard.nl.llm;

import io.github.ollama4j.utils.Options;
import io.github.ollama4j.utils.OptionsBuilder;

/**
 * The model options a call sets; a null leaves the model's own default.
 *
 * @param temperature Ollama's {@code temperature}, &ge; 0
 * @param seed        Ollama's {@code seed}: the same seed, prompt and temperature give the same reply
 * @param numPredict  Ollama's {@code num_predict}: the most tokens to generate ({@code done_reason}
 *                    is then {@code length})
 */
public record Sampling(Double temperature, Integer seed, Integer numPredict) {

    /** Every option at the model's default. */
    public static final Sampling DEFAULTS = new Sampling(null, null, null);

    /** @throws IllegalArgumentException for a negative or non-finite temperature or a num_predict below 1 */
    public Sampling {
        if (temperature != null && (!(temperature >= 0) || temperature.isInfinite())) {
            throw new IllegalArgumentException("temperature must be a finite number >= 0, not " + temperature);
        }
        if (numPredict != null && numPredict < 1) {
            throw new IllegalArgumentException("num_predict must be >= 1, not " + numPredict);
        }
    }

    public static Sampling of(double temperature, int seed) {
        return new Sampling(temperature, seed, null);
    }

    public Sampling withNumPredict(int tokens) {
        return new Sampling(temperature, seed, tokens);
    }

    Options toOptions() {
        OptionsBuilder options = new OptionsBuilder();
        if (temperature != null) {
            options.setTemperature(temperature.floatValue());
        }
        if (seed != null) {
            options.setSeed(seed);
        }
        if (numPredict != null) {
            options.setNumPredict(numPredict);
        }
        return options.build();
    }
}
