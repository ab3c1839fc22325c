package io.nlguard.cli.boundary;

import java.util.List;
import java.util.Optional;
import java.util.Random;

/** Picks, from a fixed list, a concept a database's schema lacks (see {@link SchemaVocabulary#lacks}). */
final class AbsentConcepts {

    private AbsentConcepts() {
    }

    static Optional<String> pick(List<String> concepts, SchemaVocabulary vocabulary, Random random) {
        List<String> absent = concepts.stream().filter(vocabulary::lacks).toList();
        return absent.isEmpty() ? Optional.empty() : Optional.of(absent.get(random.nextInt(absent.size())));
    }

    /** "email address" -> "email addresses". */
    static String plural(String concept) {
        int space = concept.lastIndexOf(' ');
        return concept.substring(0, space + 1) + Words.plural(concept.substring(space + 1));
    }
}
