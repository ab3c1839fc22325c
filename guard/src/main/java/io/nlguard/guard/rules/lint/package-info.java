/**
 * Lint rules: SQL that PostgreSQL would reject or that is probably not what was meant (unknown
 * names, ungrouped columns, Cartesian products, comparisons with NULL or across types...). Each
 * finding names the node and its position, says why and, where one is known, gives the fix.
 */
package io.nlguard.guard.rules.lint;
