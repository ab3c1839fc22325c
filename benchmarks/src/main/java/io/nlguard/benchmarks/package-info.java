/**
 * JMH benchmarks. Overhead benchmarks measure nlguard against a baseline in the same run (a ratio,
 * since the machines are shared and noisy); the catalog load benchmark has absolute goals. Build and
 * run: {@code mvn -B -q -DskipTests package} then {@code java -jar benchmarks/target/benchmarks.jar}.
 */
package io.nlguard.benchmarks;
