/**
 * The schema linker (stage 3b of the NL pipeline) and the confusable-table warnings (3c): the question's
 * keyphrases matched to the columns of the schema context through their glosses and the guard's name
 * matcher, the tables the question needs, value hints for its quoted values, warnings where a needed
 * column lives on a foreign-key parent, the words nothing matched, and the knowledge file's warnings for
 * tables models confuse; rendered as the prompt's {@code Schema contract} and {@code Table warnings}
 * sections. (Measuring linking is {@code io.nlguard.nl.linking}'s job.)
 */
package io.nlguard.nl.contract;
