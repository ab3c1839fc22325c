package io.nlguard.compare.instances;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An instance written and committed: its schema, the rows each table got and the data's fingerprint.
 *
 * @param index     0-based position in the run
 * @param schema    the instance's schema name
 * @param profile   the shape it was generated with
 * @param rowCounts rows per table, in fill order, by table name
 * @param digest    {@link DataDigest} of every value written
 */
record GeneratedInstance(int index, String schema, InstanceProfile profile, Map<String, Integer> rowCounts, String digest) {

    GeneratedInstance {
        rowCounts = Collections.unmodifiableMap(new LinkedHashMap<>(rowCounts));
    }
}
