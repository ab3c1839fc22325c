package io.nlguard.model.inference;

/**
 * How QuickScorer packs the exit bitvectors of its trees into {@code long}s: every tree gets a lane of
 * {@code laneBits} bits, the fewest (a power of two, down to 8) that hold the largest tree's leaves, so
 * trees of at most 32 leaves share a {@code long} two by two, of at most 16 four by four. Tree {@code t}'s leaves are the bits from
 * {@link #shift} of word {@link #word}. Packing halves (or better) the exits a statement's nodes copy,
 * mask and sum, and one AND then masks every tree of a word that a value moves in.
 */
record ExitLanes(int laneBits) {

    /** Lanes of 64 bits: one tree per word, whatever its number of leaves. */
    static final ExitLanes ONE_TREE_PER_WORD = new ExitLanes(Long.SIZE);

    private static final int NARROWEST = Byte.SIZE;

    /** The narrowest lanes that hold trees of up to {@code maxLeaves} leaves (at most 64). */
    static ExitLanes forLeaves(int maxLeaves) {
        int bits = Long.SIZE;
        while (bits > NARROWEST && maxLeaves <= bits / 2) {
            bits /= 2;
        }
        return new ExitLanes(bits);
    }

    int treesPerWord() {
        return Long.SIZE / laneBits;
    }

    /** The words that hold the exits of {@code trees} trees. */
    int words(int trees) {
        return (trees + treesPerWord() - 1) / treesPerWord();
    }

    int word(int tree) {
        return tree / treesPerWord();
    }

    int shift(int tree) {
        return tree % treesPerWord() * laneBits;
    }

    /**
     * The word mask that ANDs a tree's {@code keep} (its leaves from bit 0; a cleared bit is a leaf ruled
     * out) into the tree's lane and leaves the other lanes of its word as they are.
     */
    long inLane(int tree, long keep) {
        return ~(~keep << shift(tree));
    }
}
