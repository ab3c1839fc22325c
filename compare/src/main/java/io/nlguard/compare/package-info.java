/**
 * The SQL and result comparison library: {@code request} (the input and its options), {@code validate}
 * (Layer 1: parse, canonicalize, execute in a read-only sandbox), {@code table} (the materialized
 * result both layers share), {@code result} (Layer 3: result comparison) and {@code instances}
 * (equivalence over generated instances of the schema, beyond the one database at hand).
 */
package io.nlguard.compare;
