package io.nlguard.compare.instances;

import java.util.List;
import java.util.Random;

/**
 * Makes values of one column type, as the text PostgreSQL reads for it (sent untyped, so the server
 * converts it to the column's type). Each text is canonical for its value, so two equal texts are
 * equal values, which is what the in-memory uniqueness check relies on.
 */
interface ValueGenerator {

    /** A fresh value from a small domain, so that values repeat now and then. */
    String random(Random random);

    /** The type's edge values: zero, limits, the empty string, leap days... */
    List<String> boundaries();

    /** A harvested literal as this type's canonical text, or null when it is not a value of the type. */
    String accept(String literal);
}
