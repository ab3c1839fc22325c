/**
 * The analysis core of nlguard. One package per pipeline step; {@link io.nlguard.guard.verdict}
 * holds the interception contract the driver calls for every statement.
 */
package io.nlguard.guard;
