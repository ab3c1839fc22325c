/**
 * What an unresolved name most likely means: one {@link io.nlguard.guard.names.Diagnosis} per unknown
 * table, column or qualifier of a statement ({@link io.nlguard.guard.names.Diagnoses}, computed once per
 * scope resolution), ranked by one name matcher ({@link io.nlguard.guard.names.NameCandidates}). The lint
 * rules report it and the autocorrect passes apply or decline it, so they give one answer.
 */
package io.nlguard.guard.names;
