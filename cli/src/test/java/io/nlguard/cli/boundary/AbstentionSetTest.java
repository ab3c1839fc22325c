package io.nlguard.cli.boundary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The set keeps the original as answerable, adds each mutant once, and is deterministic. */
class AbstentionSetTest {

    private static final Seed SEED = Pairs.seed("What are the names of singers from France?",
            "SELECT name FROM singer WHERE country = 'France'");

    @Test
    void theOriginalComesFirstWithItsGoldAndTheMutantsFollow() {
        List<SetEntry> entries = new AbstentionSet(7).entries(12, SEED);
        assertEquals("test:1:original", entries.get(0).id());
        assertEquals("answerable", entries.get(0).label());
        assertEquals(SEED.gold(), entries.get(0).gold());
        assertNull(entries.get(0).evidence());
        assertEquals(List.of("original", "constraint-follow-up", "missing-column"), entries.stream().map(SetEntry::kind).toList());
        entries.subList(1, entries.size()).forEach(e -> assertNull(e.gold()));
        assertEquals(12, entries.get(1).source());
    }

    @Test
    void theSameSeedGivesTheSameSetAndAnotherSeedMayChooseOtherWords() {
        assertEquals(new AbstentionSet(7).entries(12, SEED), new AbstentionSet(7).entries(12, SEED));
        List<String> bySeed = new ArrayList<>();
        for (long seed = 0; seed < 20; seed++) {
            bySeed.add(new AbstentionSet(seed).entries(12, SEED).get(2).question());
        }
        // six concepts over twenty seeds: more than one is chosen
        assertNotEquals(1L, bySeed.stream().distinct().count(), bySeed.toString());
    }
}
