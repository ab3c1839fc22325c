/**
 * A light type inference for the lint rules: coarse SQL types of expression nodes from catalog
 * columns, literals, casts, functions and operators, computed on demand per statement.
 */
package io.nlguard.guard.types;
