package io.nlguard.nl.boundary;

import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;

import io.nlguard.guard.names.NameWords;
import io.nlguard.nl.gloss.WordForms;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.knowledge.Metric;

/** The words the knowledge file gives a meaning: its synonyms' and its metrics' words, singular. */
final class KnowledgeWords {

    private final Set<String> words = new HashSet<>();

    KnowledgeWords(Knowledge knowledge) {
        Stream.of(knowledge.synonyms().tables().keySet(), knowledge.synonyms().columns().keySet(),
                knowledge.synonyms().values().keySet()).flatMap(Set::stream).forEach(this::add);
        for (Metric metric : knowledge.metrics().values()) {
            add(metric.name());
            metric.words().forEach(this::add);
        }
    }

    private void add(String phrase) {
        NameWords.of(phrase).forEach(w -> words.add(WordForms.singular(w)));
    }

    boolean contains(String word) {
        return words.contains(WordForms.singular(word));
    }
}
