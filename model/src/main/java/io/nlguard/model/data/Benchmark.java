package io.nlguard.model.data;

/** A gold question set that predictions are aligned to. */
public enum Benchmark {
    /** Spider 1.0 dev, 1034 questions. */
    SPIDER_DEV("spider_dev"),
    /** BIRD dev in its mid-2023 version (with difficulty), the gold for the NL2SQL360 predictions. */
    BIRD_DEV("bird_dev"),
    /** BIRD dev as first released in May 2023, the gold for the official ChatGPT baseline. */
    BIRD_DEV_2023_05("bird_dev_2023_05");

    private final String id;

    Benchmark(String id) {
        this.id = id;
    }

    /** A stable lower-case name for reports and file names. */
    public String id() {
        return id;
    }

    public boolean isBird() {
        return this != SPIDER_DEV;
    }
}
