/** JMH benchmarks and reproducible measurement commands (to come with the guard engine). */
package io.nlguard.benchmarks;
