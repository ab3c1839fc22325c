package io.nlguard.nl.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The markdown code blocks of a reply: fenced by three or more backticks or tildes, with an optional
 * language word ({@code ```sql}, {@code ~~~postgresql}, a bare {@code ```}). A block the reply never
 * closes (the model hit its token limit) runs to the end and is marked open. Blocks tagged with a
 * language that is not SQL ({@code python}, {@code json}...) are left out: their text is code around
 * a query, not the query.
 */
final class FencedBlocks {

    /** One block: its language word in lower case ("" for none) and its body. */
    record Block(String language, String body, boolean closed) {
    }

    private static final Pattern FENCE = Pattern.compile("^[ \\t]*(`{3,}|~{3,})[ \\t]*([A-Za-z0-9_+#.-]*)[^\\n`]*$",
            Pattern.MULTILINE);
    private static final Set<String> NOT_SQL = Set.of("python", "py", "java", "javascript", "js", "typescript", "ts",
            "json", "bash", "sh", "shell", "console", "yaml", "yml", "xml", "html", "csv", "markdown", "md", "go",
            "rust", "ruby", "php", "kotlin", "scala", "r", "c", "cpp", "csharp", "cs");

    private FencedBlocks() {
    }

    /** Every block in order, SQL or untagged only. */
    static List<Block> of(String text) {
        List<Block> blocks = new ArrayList<>();
        Matcher fence = FENCE.matcher(text);
        int searchFrom = 0;
        while (fence.find(searchFrom)) {
            String marker = fence.group(1);
            String language = fence.group(2).toLowerCase(Locale.ROOT);
            int bodyStart = Math.min(text.length(), fence.end() + 1);
            Matcher close = closingFence(marker).matcher(text);
            boolean closed = close.find(bodyStart);
            int bodyEnd = closed ? close.start() : text.length();
            int resumeAt = closed ? close.end() : text.length();
            int glued = text.indexOf(marker, bodyStart);
            if (glued >= 0 && glued < bodyEnd) {
                // closed at the end of a code line ("... LIMIT 5;```"), before any fence alone on its line
                closed = true;
                bodyEnd = glued;
                resumeAt = glued + marker.length();
            }
            if (!NOT_SQL.contains(language)) {
                blocks.add(new Block(language, text.substring(Math.min(bodyStart, bodyEnd), bodyEnd), closed));
            }
            if (!closed) {
                break;
            }
            searchFrom = Math.min(text.length(), resumeAt);
        }
        return blocks;
    }

    /** A closing fence: the same character, at least as long, alone on its line. */
    private static Pattern closingFence(String marker) {
        String character = Pattern.quote(marker.substring(0, 1));
        return Pattern.compile("^[ \\t]*" + character + "{" + marker.length() + ",}[ \\t]*$", Pattern.MULTILINE);
    }
}
