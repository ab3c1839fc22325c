package io.nlguard.testsupport.ollama;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The vectors {@link ScriptedOllama} answers on {@code POST /api/embed}: a scripted vector for a text
 * when one was given, else a deterministic one made by hashing the text's lower-cased words into
 * {@link #DIMENSIONS} buckets and scaling to unit length (Ollama's vectors are unit length too). Texts
 * that share words therefore get a higher cosine than texts that share none, which is enough for a
 * retrieval test to rank with; a text without words gets the first unit vector.
 */
final class Embeddings {

    /** Length of the default vectors. */
    static final int DIMENSIONS = 32;

    private static final ObjectMapper JSON = new ObjectMapper();

    private final Map<String, float[]> scripted = new ConcurrentHashMap<>();

    void script(String text, float[] vector) {
        if (vector.length == 0) {
            throw new IllegalArgumentException("An embedding has at least one dimension");
        }
        scripted.put(text, vector.clone());
    }

    /** The vector for one text: the scripted one, else the hashed default. */
    float[] vectorOf(String text) {
        float[] vector = scripted.get(text);
        return vector != null ? vector.clone() : hashed(text);
    }

    /**
     * The texts of a request's {@code input}, which Ollama takes as one string or a list of strings.
     *
     * @throws IllegalArgumentException when {@code input} is missing or holds something else
     */
    static List<String> inputs(JsonNode request) {
        JsonNode input = request.path("input");
        if (input.isTextual()) {
            return List.of(input.asText());
        }
        if (input.isArray()) {
            ArrayList<String> texts = new ArrayList<>();
            for (JsonNode item : input) {
                if (!item.isTextual()) {
                    throw new IllegalArgumentException("invalid input type");
                }
                texts.add(item.asText());
            }
            return texts;
        }
        throw new IllegalArgumentException("invalid input type");
    }

    /** Ollama's answer: {@code model}, {@code embeddings} (one array per input, in order) and the counts. */
    String answer(String model, List<String> texts, long elapsedNanos) {
        ObjectNode answer = JSON.createObjectNode();
        answer.put("model", model);
        ArrayNode embeddings = answer.putArray("embeddings");
        int words = 0;
        for (String text : texts) {
            ArrayNode vector = embeddings.addArray();
            for (float value : vectorOf(text)) {
                vector.add(value);
            }
            words += words(text).length;
        }
        answer.put("total_duration", elapsedNanos);
        answer.put("load_duration", 0);
        answer.put("prompt_eval_count", words);
        return answer.toString();
    }

    static float[] hashed(String text) {
        float[] vector = new float[DIMENSIONS];
        for (String word : words(text)) {
            vector[Math.floorMod(word.hashCode(), DIMENSIONS)] += 1f;
        }
        double norm = 0;
        for (float value : vector) {
            norm += value * value;
        }
        if (norm == 0) {
            vector[0] = 1f;
            return vector;
        }
        float scale = (float) (1 / Math.sqrt(norm));
        for (int i = 0; i < vector.length; i++) {
            vector[i] *= scale;
        }
        return vector;
    }

    private static String[] words(String text) {
        String trimmed = text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip();
        return trimmed.isEmpty() ? new String[0] : trimmed.split(" ");
    }
}
