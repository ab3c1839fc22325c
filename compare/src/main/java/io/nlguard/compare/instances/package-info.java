/**
 * Database-scoped equivalence over generated instances (in the spirit of Spider's test-suite
 * evaluation): {@link io.nlguard.compare.instances.InstanceEquivalenceChecker} fills fresh copies of
 * the schema with rows that respect its keys and constraints and contain the queries' literals, runs
 * both queries on each through the read-only sandbox, and reports in
 * {@link io.nlguard.compare.instances.InstanceEquivalence} on how many instances they agree, the
 * distinguishing instance when they do not, and what that does to a pass on the given data
 * ({@link io.nlguard.compare.instances.PassEffect}). Deterministic for a given seed
 * ({@link io.nlguard.compare.request.InstanceOptions}).
 */
package io.nlguard.compare.instances;
