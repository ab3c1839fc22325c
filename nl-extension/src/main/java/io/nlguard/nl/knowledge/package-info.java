/**
 * The knowledge file ({@code nlguard.nl.knowledge}, {@code docs/knowledge-file.md}): what a schema does not
 * say about its domain, written by the people who know it. Today the modules a large catalog divides into
 * (for routing) and the confusable tables (for the prompt's table warnings); each further kind of
 * knowledge is one more top-level key, read by its own section reader. Read once per file and
 * modification time by {@link io.nlguard.nl.knowledge.KnowledgeFiles}.
 */
package io.nlguard.nl.knowledge;
