package io.nlguard.nl.boundary;

import java.util.Set;

/**
 * Words a question uses to compare, order and relate things, and common verbs of having and doing, that the
 * schema linker may leave unmatched but that name no concept a schema could lack ("youngest", "alphabetical",
 * "speak", "owned"). An unsupported concept is a noun; these are not.
 */
final class AskingWords {

    private static final Set<String> WORDS = Set.of(
            // comparing and ordering
            "young", "younger", "youngest", "old", "older", "oldest", "large", "larger", "small", "smaller", "big",
            "bigger", "long", "longer", "short", "shorter", "tall", "taller", "tallest", "heavy", "heavier", "light",
            "lighter", "high", "low", "rare", "rarest", "frequent", "frequency", "popular", "expensive", "cheap",
            "alphabetical", "alphabetically", "lexicographical", "lexicographically", "sort", "reverse", "unique",
            "diverse", "distinctive", "second", "third", "once", "twice", "never", "ever", "yet", "else", "instead",
            "except", "without", "together", "around", "later", "earlier", "well", "possible", "respective",
            "respectively", "corresponding", "correspond", "corresponds", "associated", "related", "result", "results",
            "information", "info", "detail", "details", "record", "records", "numbers", "kind", "kinds", "choice",
            "pairs", "combinations", "someone", "anyone", "everyone", "everybody", "something", "anything", "note",
            // having and doing
            "own", "owns", "owned", "owning", "live", "lives", "lived", "living", "speak", "speaks", "spoke",
            "spoken", "produce", "produces", "produced", "go", "goes", "went", "gone", "got", "given", "come",
            "came", "make", "makes", "made", "take", "took", "taken", "belong", "belongs", "offer", "offers",
            "operate", "operates", "hold", "holds", "held", "play", "plays", "played", "win", "wins", "won", "lose",
            "lost", "spend", "spent", "buy", "bought", "sell", "sells", "sold", "build", "built", "run", "runs",
            "serve", "serves", "support", "supports", "include", "includes", "exist", "exists", "describe", "say",
            "create", "cover", "manage", "perform", "hire", "hired", "arrive", "depart", "fly", "led", "became",
            "become", "being", "ended", "aired", "save", "saves", "rated", "compute", "having");

    private AskingWords() {
    }

    static boolean contains(String word) {
        return WORDS.contains(word);
    }
}
