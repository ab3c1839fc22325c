package io.nlguard.compare;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.nlguard.compare.request.ComparisonConfig;

/**
 * {@code run_metadata.config_hash}: {@code sha256:} and the first 16 hex digits of the SHA-256 of the
 * configuration's JSON (its fields in declaration order, so the text is stable).
 */
final class ConfigHash {

    private static final ObjectMapper JSON = new ObjectMapper();

    private ConfigHash() {
    }

    static String of(ComparisonConfig config) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(JSON.writeValueAsString(config).getBytes(StandardCharsets.UTF_8));
            return "sha256:" + HexFormat.of().formatHex(digest, 0, 8);
        } catch (JsonProcessingException | NoSuchAlgorithmException e) {
            throw new IllegalStateException("cannot hash the configuration", e);
        }
    }
}
