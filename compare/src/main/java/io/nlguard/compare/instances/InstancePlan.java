package io.nlguard.compare.instances;

/**
 * What every instance of one check is built from: the tables in fill order with the foreign keys
 * set late, and the literals of both queries.
 */
record InstancePlan(FillOrder order, Literals literals) {
}
