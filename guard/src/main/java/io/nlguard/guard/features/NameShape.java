package io.nlguard.guard.features;

import java.util.List;

import io.nlguard.guard.names.NameWords;

/** The lexical patterns of an identifier the paper lists: digits, underscores, ALL_CAPS, mixedCase, parts. */
final class NameShape {

    private NameShape() {
    }

    static boolean hasDigit(String name) {
        for (int i = 0; i < name.length(); i++) {
            if (Character.isDigit(name.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** Letters, none of them lower case: {@code ID}, {@code CUSTOMER_ID}. */
    static boolean isAllCaps(String name) {
        return LiteralText.isAllUpperCase(name);
    }

    /** Both lower and upper case letters: {@code customerId}, {@code SalesOrders}. */
    static boolean isMixedCase(String name) {
        boolean lower = false;
        boolean upper = false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            lower |= Character.isLowerCase(c);
            upper |= Character.isUpperCase(c);
        }
        return lower && upper;
    }

    /** Letters, none of them upper case. */
    static boolean isAllLower(String name) {
        boolean letter = false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isUpperCase(c)) {
                return false;
            }
            letter |= Character.isLetter(c);
        }
        return letter;
    }

    /** The number of words of a name ({@link NameWords}). */
    static int tokens(String name) {
        return NameWords.count(name);
    }

    /** The words of a name as {@link NameWords} splits them, in lower case. */
    static List<String> words(String name) {
        return NameWords.of(name);
    }

    /** A generated alias like {@code T1}, {@code a}, {@code s2}: one or two letters, then only digits. */
    static boolean isShortAlias(String name) {
        int letters = 0;
        while (letters < name.length() && Character.isLetter(name.charAt(letters))) {
            letters++;
        }
        if (letters == 0 || letters > 2 || name.length() > 4) {
            return false;
        }
        for (int i = letters; i < name.length(); i++) {
            if (!Character.isDigit(name.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    static boolean hasSpace(String name) {
        return name.indexOf(' ') >= 0;
    }
}
