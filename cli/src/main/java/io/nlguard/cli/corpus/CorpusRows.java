package io.nlguard.cli.corpus;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.load.SqliteFiles;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;
import java.util.Set;

/**
 * The SQLite databases of a folder and their schemas from the corpus's Spider tables.json (train and
 * dev): what {@code corpus load} and {@code corpus execution} install and load.
 *
 * @param files    db_id to its SQLite file, for the databases tables.json describes
 * @param catalogs their schemas, in the same order
 * @param unknown  db_ids of the folder that tables.json does not describe (not loaded)
 */
record CorpusRows(Map<String, Path> files, Map<String, Catalog> catalogs, Set<String> unknown) {

    /** The folder's databases; {@code databases} null means the corpus's {@code spider_dev_databases}. */
    static CorpusRows of(Corpus corpus, Path databases) {
        Path dir = databases != null ? databases : corpus.dir().resolve(SqliteValueSource.DIRECTORY);
        Map<String, Catalog> all = corpus.allSpiderSchemas();
        Map<String, Path> files = new LinkedHashMap<>();
        Map<String, Catalog> catalogs = new LinkedHashMap<>();
        Set<String> unknown = new TreeSet<>();
        SqliteFiles.in(dir).forEach((dbId, file) -> {
            if (all.containsKey(dbId)) {
                files.put(dbId, file);
                catalogs.put(dbId, all.get(dbId));
            } else {
                unknown.add(dbId);
            }
        });
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no <db_id>/<db_id>.sqlite of tables.json's databases in " + dir);
        }
        return new CorpusRows(files, catalogs, unknown);
    }
}
