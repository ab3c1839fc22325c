package io.nlguard.model.data;

import java.util.List;

/** Three gold questions on two databases, for reader tests that need no corpus. */
final class Fixtures {

    static final List<GoldQuery> GOLD = List.of(
            new GoldQuery(Benchmark.SPIDER_DEV, 0, "concert_singer", "How many singers?", "SELECT count(*) FROM singer", "", ""),
            new GoldQuery(Benchmark.SPIDER_DEV, 1, "concert_singer", "Names?", "SELECT name FROM singer", "", ""),
            new GoldQuery(Benchmark.SPIDER_DEV, 2, "pets_1", "How many pets?", "SELECT count(*) FROM pets", "", ""));

    private Fixtures() {
    }
}
