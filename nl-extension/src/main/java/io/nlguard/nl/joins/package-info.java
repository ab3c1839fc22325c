/**
 * The join planner (stage 3d of the NL pipeline): the catalog's foreign keys as a graph of tables
 * ({@link io.nlguard.nl.joins.ForeignKeyGraph}, built once per catalog snapshot), the shortest paths
 * between the tables a question needs (BFS, and Yen's k-shortest loopless paths for the alternatives),
 * hubs kept out of the middle of a path, paths scored by length and direction, and the plan as the
 * {@code JOIN ... ON ...} clauses the prompt shows ({@link io.nlguard.nl.joins.JoinPlanner}).
 */
package io.nlguard.nl.joins;
