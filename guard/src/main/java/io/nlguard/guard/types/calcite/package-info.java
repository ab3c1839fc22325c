/**
 * The deep validator: an optional, slower second opinion on a query, run off the hot path (at
 * prepare time or in the background). It parses the SQL with Calcite's Babel parser and validates
 * it against a Calcite schema built once from a {@link io.nlguard.guard.schema.Catalog} snapshot,
 * which finds unknown tables and columns, type errors, wrong function arity and ungrouped columns.
 *
 * <p>Calcite is not PostgreSQL: whatever it cannot read or does not model comes back as
 * {@link io.nlguard.guard.types.calcite.DeepValidation.Status#UNSUPPORTED}, never as an error of the
 * user's SQL. Entry point: {@link io.nlguard.guard.types.calcite.DeepValidators#forCatalog}.
 */
package io.nlguard.guard.types.calcite;
