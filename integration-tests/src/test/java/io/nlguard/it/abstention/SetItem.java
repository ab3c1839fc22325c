package io.nlguard.it.abstention;

import io.nlguard.cli.boundary.SetEntry;

/**
 * One question of the abstention set as the full path asks it.
 *
 * @param entry    the set's line
 * @param seedGold the gold SQL of the original it comes from (its own for an original)
 */
record SetItem(SetEntry entry, String seedGold) {

    boolean original() {
        return SetEntry.ORIGINAL.equals(entry.kind());
    }

    String question() {
        return entry.question();
    }

    String dbId() {
        return entry.db_id();
    }

    String kind() {
        return entry.kind();
    }

    String label() {
        return entry.label();
    }
}
