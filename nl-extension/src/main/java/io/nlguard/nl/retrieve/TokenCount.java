package io.nlguard.nl.retrieve;

/**
 * The approximate token count of a prompt text: characters / 4, rounded up, the usual rule of thumb for
 * English and code under BPE tokenizers (no tokenizer of a particular model is assumed).
 */
public final class TokenCount {

    private TokenCount() {
    }

    public static int of(String text) {
        return (text.length() + 3) / 4;
    }
}
