package io.nlguard.compare.instances;

/**
 * A constant of a query, or a value derived from one (a neighbour of a comparison constant, a string
 * a LIKE pattern matches), as text in the form PostgreSQL reads for its kind.
 *
 * @param kind what the value is
 * @param text the value: a plain decimal, ISO date or timestamp, or the string itself
 */
record HarvestedLiteral(LiteralKind kind, String text) {
}
