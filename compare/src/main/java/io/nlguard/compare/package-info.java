/**
 * The SQL and result comparison library: {@code request} (the input and its options), {@code validate}
 * (Layer 1: parse, canonicalize, execute in a read-only sandbox), {@code table} (the materialized
 * result both layers share) and {@code result} (Layer 3: result comparison).
 */
package io.nlguard.compare;
