/** The SQL and result comparison library (to come). */
package io.nlguard.compare;
