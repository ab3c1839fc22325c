package io.nlguard.cli.boundary;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Word-level text helpers the mutations share: identifier words, whole-word phrase search, plurals. */
public final class Words {

    private Words() {
    }

    /** {@code Song_release_year} and {@code songReleaseYear} give {@code [song, release, year]}. */
    public static List<String> ofIdentifier(String identifier) {
        List<String> words = new ArrayList<>();
        for (String part : identifier.replaceAll("([a-z])([A-Z])", "$1 $2").split("[^A-Za-z0-9]+")) {
            if (!part.isEmpty()) {
                words.add(part.toLowerCase(Locale.ROOT));
            }
        }
        return words;
    }

    /** The first whole-word, case-insensitive occurrence of a phrase (words joined by single spaces). */
    public static Optional<MatchResultSpan> find(String text, String phrase) {
        Matcher m = Pattern.compile("(?i)(?<![\\w'])" + Pattern.quote(phrase) + "(?![\\w'])").matcher(text);
        return m.find() ? Optional.of(new MatchResultSpan(m.start(), m.end())) : Optional.empty();
    }

    /** How many times a phrase occurs as whole words. */
    public static int count(String text, String phrase) {
        Matcher m = Pattern.compile("(?i)(?<![\\w'])" + Pattern.quote(phrase) + "(?![\\w'])").matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    public static String plural(String word) {
        if (word.endsWith("s") || word.endsWith("x") || word.endsWith("ch") || word.endsWith("sh")) {
            return word + "es";
        }
        if (word.endsWith("y") && word.length() > 1 && "aeiou".indexOf(word.charAt(word.length() - 2)) < 0) {
            return word.substring(0, word.length() - 1) + "ies";
        }
        return word + "s";
    }

    /** The text with {@code [start, end)} replaced, and doubled spaces and a space before punctuation removed. */
    public static String replace(String text, MatchResultSpan span, String with) {
        String out = text.substring(0, span.start()) + with + text.substring(span.end());
        return capitalized(out.replaceAll(" {2,}", " ").replaceAll(" ([?.,;])", "$1").trim());
    }

    /** Words that may follow a replaced phrase without it being part of a longer noun phrase. */
    private static final java.util.Set<String> FUNCTION_WORDS = java.util.Set.of("and", "or", "but", "is", "are",
            "was", "were", "who", "whom", "that", "which", "whose", "with", "in", "on", "at", "as", "for", "to", "of",
            "by", "from", "have", "has", "had", "do", "does", "did", "among", "than", "where", "when", "there");

    /** The word just before {@code index}, lower case, or "" at the start. */
    public static String wordBefore(String text, int index) {
        String[] words = text.substring(0, index).trim().split("[^A-Za-z0-9']+");
        return words.length == 0 ? "" : words[words.length - 1].toLowerCase(Locale.ROOT);
    }

    /** Whether what follows {@code index} ends the phrase: the end, punctuation or a function word. */
    public static boolean phraseEndsAt(String text, int index) {
        String rest = text.substring(index).trim();
        if (rest.isEmpty() || !Character.isLetterOrDigit(rest.charAt(0))) {
            return true;
        }
        String next = rest.split("[^A-Za-z0-9']+")[0].toLowerCase(Locale.ROOT);
        return FUNCTION_WORDS.contains(next);
    }

    /** The text with its first letter in upper case (a replacement may start the sentence). */
    public static String capitalized(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** A character span of a text. */
    public record MatchResultSpan(int start, int end) {
    }
}
