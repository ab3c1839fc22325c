/** The {@code NL:} pipeline that turns a question into guarded, read-only SQL (to come). */
package io.nlguard.nl;
