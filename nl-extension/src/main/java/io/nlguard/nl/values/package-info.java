/**
 * Value retrieval (beyond the NL2SQL seed, after CHESS): the distinct values of a database's text
 * columns, read once per catalog snapshot under fixed bounds ({@link io.nlguard.nl.values.ValueBounds})
 * from a {@link io.nlguard.nl.values.ValueSource} (JDBC: the question's target on a connection of its own,
 * or a SQLite file for the measurement), indexed in memory ({@link io.nlguard.nl.values.ValueIndex},
 * cached by {@link io.nlguard.nl.values.ValueIndexCache}), and matched against the question's words,
 * n-grams and quoted strings, exactly and fuzzily, case and accents folded
 * ({@link io.nlguard.nl.values.ValueMatcher}). A match keeps its column in the schema context and becomes a
 * value hint in the prompt ({@link io.nlguard.nl.values.ValueHints}).
 */
package io.nlguard.nl.values;
