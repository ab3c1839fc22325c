/**
 * Measuring schema linking: the gold items of a query ({@link io.nlguard.nl.linking.GoldSchemaItems}, by
 * the guard's scope), the retrieved ones ({@link io.nlguard.nl.linking.SchemaItems}), and EviLink's
 * metrics SRR, NSR, NSP, NSF per question ({@link io.nlguard.nl.linking.LinkingScore}) and over many
 * ({@link io.nlguard.nl.linking.LinkingTally}).
 */
package io.nlguard.nl.linking;
