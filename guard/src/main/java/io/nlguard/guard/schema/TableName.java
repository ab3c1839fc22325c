package io.nlguard.guard.schema;

/** A schema-qualified table name, as the database stores both parts. */
public record TableName(String schema, String name) {

    @Override
    public String toString() {
        return schema == null || schema.isEmpty() ? name : schema + "." + name;
    }
}
