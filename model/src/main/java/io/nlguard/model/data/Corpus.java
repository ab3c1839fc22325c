package io.nlguard.model.data;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.TablesJsonReader;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The evaluation corpus in one directory (see its README.md): gold questions, schemas and prediction
 * files per {@link Benchmark}. Gold lists are read once and cached; schemas and predictions are read
 * on each call. Optional prediction folders that are absent simply contribute no files.
 */
public final class Corpus {

    static final String SPIDER_GOLD = "spider_dev_gold";
    static final String BIRD_GOLD = "bird_dev_gold_2023-06";
    static final String BIRD_GOLD_2023_05 = "bird_dev_gold_2023-05";
    static final String BIRD_TABLES = "bird_dev_tables/dev_tables.json";
    static final String NL2SQL360 = "nl2sql360_predictions";
    static final String DIN_SQL = "din_sql_predictions";
    static final String BIRD_BASELINE = "bird_chatgpt_baseline_predictions";

    private final Path dir;
    private final Map<Benchmark, List<GoldQuery>> gold = new EnumMap<>(Benchmark.class);

    private Corpus(Path dir) {
        this.dir = dir;
    }

    /** The corpus at {@link CorpusLocation}, if there is one. */
    public static Optional<Corpus> locate() {
        return CorpusLocation.find().map(Corpus::at);
    }

    public static Corpus at(Path dir) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("no corpus directory at " + dir);
        }
        return new Corpus(dir.toAbsolutePath().normalize());
    }

    public Path dir() {
        return dir;
    }

    public List<GoldQuery> spiderGold() {
        return gold(Benchmark.SPIDER_DEV);
    }

    /** BIRD dev, mid-2023 version: the gold for NL2SQL360's BIRD predictions. */
    public List<GoldQuery> birdGold() {
        return gold(Benchmark.BIRD_DEV);
    }

    /** BIRD dev, May-2023 release: the gold for the official ChatGPT baseline. */
    public List<GoldQuery> birdGold202305() {
        return gold(Benchmark.BIRD_DEV_2023_05);
    }

    public synchronized List<GoldQuery> gold(Benchmark benchmark) {
        return gold.computeIfAbsent(benchmark, b -> unchecked(() -> switch (b) {
            case SPIDER_DEV -> GoldReader.spiderDev(dir.resolve(SPIDER_GOLD));
            case BIRD_DEV -> GoldReader.birdDev(dir.resolve(BIRD_GOLD));
            case BIRD_DEV_2023_05 -> GoldReader.birdDev202305(dir.resolve(BIRD_GOLD_2023_05));
        }));
    }

    /** The tables.json file with the schemas of a benchmark's databases. */
    public Path tablesFile(Benchmark benchmark) {
        return benchmark.isBird() ? dir.resolve(BIRD_TABLES) : dir.resolve(SPIDER_GOLD).resolve("tables.json");
    }

    /** The 20 Spider dev databases, in tables.json order. */
    public Map<String, Catalog> spiderSchemas() {
        return schemas(Benchmark.SPIDER_DEV);
    }

    /** The 11 BIRD dev databases (both BIRD gold versions use them). */
    public Map<String, Catalog> birdSchemas() {
        return schemas(Benchmark.BIRD_DEV);
    }

    /** All 166 Spider train and dev databases of tables.json. */
    public Map<String, Catalog> allSpiderSchemas() {
        return unchecked(() -> TablesJsonReader.read(dir.resolve(SPIDER_GOLD).resolve("tables.json")));
    }

    /** The schemas of the databases the benchmark's questions use, in the schema file's order. */
    public Map<String, Catalog> schemas(Benchmark benchmark) {
        Map<String, Catalog> all = benchmark.isBird()
                ? unchecked(() -> TablesJsonReader.read(dir.resolve(BIRD_TABLES)))
                : allSpiderSchemas();
        Set<String> used = gold(benchmark).stream().map(GoldQuery::dbId).collect(Collectors.toSet());
        Map<String, Catalog> schemas = new LinkedHashMap<>();
        all.forEach((dbId, catalog) -> {
            if (used.contains(dbId)) {
                schemas.put(dbId, catalog);
            }
        });
        used.removeAll(schemas.keySet());
        if (!used.isEmpty()) {
            throw new IllegalStateException(benchmark + " questions use databases without a schema: " + used);
        }
        return schemas;
    }

    /**
     * Every prediction file for the benchmark, sorted by system. Spider dev: NL2SQL360 and, if present,
     * the DIN-SQL CSVs; BIRD dev: NL2SQL360; BIRD dev 2023-05: the ChatGPT baseline, if present.
     */
    public List<PredictionFile> predictionFiles(Benchmark benchmark) {
        List<PredictionFile> files = new ArrayList<>();
        List<GoldQuery> questions = gold(benchmark);
        switch (benchmark) {
            case SPIDER_DEV -> {
                for (Path f : files(dir.resolve(NL2SQL360).resolve("spider_dev"), ".sql")) {
                    files.add(unchecked(() -> LinePredictionReader.read(f, "nl2sql360/" + TextFiles.stem(f), benchmark, questions)));
                }
                for (Path f : files(dir.resolve(DIN_SQL), ".csv")) {
                    files.add(unchecked(() -> DinSqlCsvReader.read(f, system("din_sql", dir.resolve(DIN_SQL), f), benchmark, questions)));
                }
            }
            case BIRD_DEV -> {
                for (Path f : files(dir.resolve(NL2SQL360).resolve("bird_dev"), ".sql")) {
                    files.add(unchecked(() -> LinePredictionReader.read(f, "nl2sql360/" + TextFiles.stem(f), benchmark, questions)));
                }
            }
            case BIRD_DEV_2023_05 -> {
                for (Path f : files(dir.resolve(BIRD_BASELINE), ".json")) {
                    files.add(unchecked(() -> BirdBaselineJsonReader.read(f,
                            system("bird_chatgpt_baseline", dir.resolve(BIRD_BASELINE), f), benchmark, questions)));
                }
            }
        }
        files.sort(Comparator.comparing(PredictionFile::system));
        return files;
    }

    /** source/relative-path-without-extension, so files of the same name in two folders stay apart. */
    private static String system(String source, Path root, Path file) {
        String relative = root.relativize(file).toString().replace('\\', '/');
        return source + "/" + relative.substring(0, relative.lastIndexOf('.'));
    }

    /** Regular files with the extension anywhere under dir; none when dir is absent. */
    private static List<Path> files(Path dir, String extension) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(Files::isRegularFile).filter(p -> p.getFileName().toString().endsWith(extension)).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private interface IoSupplier<T> {
        T get() throws IOException;
    }

    private static <T> T unchecked(IoSupplier<T> supplier) {
        try {
            return supplier.get();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
