package io.nlguard.nl.generate;

import java.util.Locale;

/**
 * Removes a reasoning model's {@code <think>...</think>} (or {@code <thinking>}) blocks: their text is
 * drafts, not the answer. Some templates send the opening tag in the prompt, so the reply starts
 * inside the block: text before a first closing tag without an opening one is reasoning too.
 */
final class ThinkBlocks {

    private ThinkBlocks() {
    }

    /** The reply without its reasoning; null when the reply ended while the model was still reasoning. */
    static String strip(String reply) {
        String text = reply;
        for (String tag : new String[] {"think", "thinking"}) {
            text = strip(text, "<" + tag + ">", "</" + tag + ">");
            if (text == null) {
                return null;
            }
        }
        return text;
    }

    private static String strip(String text, String open, String close) {
        String lower = text.toLowerCase(Locale.ROOT);
        int firstClose = lower.indexOf(close);
        int firstOpen = lower.indexOf(open);
        if (firstClose >= 0 && (firstOpen < 0 || firstClose < firstOpen)) {
            text = text.substring(firstClose + close.length());
            lower = lower.substring(firstClose + close.length());
        }
        StringBuilder kept = new StringBuilder();
        int from = 0;
        while (true) {
            int start = lower.indexOf(open, from);
            if (start < 0) {
                kept.append(text, from, text.length());
                return kept.toString();
            }
            kept.append(text, from, start);
            int end = lower.indexOf(close, start + open.length());
            if (end < 0) {
                // cut off while reasoning: what came before the block is the whole answer, if anything
                return kept.toString().isBlank() ? null : kept.toString();
            }
            from = end + close.length();
        }
    }
}
