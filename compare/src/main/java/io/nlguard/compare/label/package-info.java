/**
 * {@link io.nlguard.compare.label.Label}: how the library's enums are spelled in JSON, reports and
 * prompts, in one place.
 */
package io.nlguard.compare.label;
