package io.nlguard.guard.sql;

/** Quoting of identifiers as JSqlParser keeps them: {@code "Name"}, {@code `name`} or {@code [name]}. */
public final class Identifiers {

    private Identifiers() {
    }

    public static boolean isQuoted(String raw) {
        if (raw == null || raw.length() < 2) {
            return false;
        }
        char first = raw.charAt(0);
        char last = raw.charAt(raw.length() - 1);
        return (first == '"' && last == '"') || (first == '`' && last == '`') || (first == '[' && last == ']');
    }

    /** The name without its quotes; doubled quote characters inside are undoubled. */
    public static String unquote(String raw) {
        if (!isQuoted(raw)) {
            return raw;
        }
        String inner = raw.substring(1, raw.length() - 1);
        return switch (raw.charAt(0)) {
            case '"' -> inner.replace("\"\"", "\"");
            case '`' -> inner.replace("``", "`");
            default -> inner;
        };
    }
}
