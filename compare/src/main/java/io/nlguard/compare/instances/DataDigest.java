package io.nlguard.compare.instances;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * A fingerprint of the data written into an instance (every inserted and updated value in order),
 * so that a report shows whether two runs built the same instances.
 */
final class DataDigest {

    private final MessageDigest sha;

    DataDigest() {
        try {
            sha = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    void add(String value) {
        if (value == null) {
            sha.update((byte) 0);
        } else {
            sha.update((byte) 1);
            sha.update(value.getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 2);
        }
    }

    /** The first 16 hex digits of the SHA-256. */
    String hex() {
        return HexFormat.of().formatHex(sha.digest()).substring(0, 16);
    }
}
