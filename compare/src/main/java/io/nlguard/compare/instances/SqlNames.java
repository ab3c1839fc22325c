package io.nlguard.compare.instances;

import io.nlguard.guard.schema.TableName;

/** Identifiers as SQL text, always quoted, since catalog names are stored names whatever their case. */
final class SqlNames {

    private SqlNames() {
    }

    static String quote(String identifier) {
        return '"' + identifier.replace("\"", "\"\"") + '"';
    }

    static String qualified(TableName name) {
        return name.schema() == null || name.schema().isEmpty() ? quote(name.name())
                : quote(name.schema()) + "." + quote(name.name());
    }

    /** The table of the same name inside another schema. */
    static String inSchema(String schema, TableName name) {
        return quote(schema) + "." + quote(name.name());
    }
}
