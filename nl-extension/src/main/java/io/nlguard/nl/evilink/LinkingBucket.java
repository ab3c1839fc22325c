package io.nlguard.nl.evilink;

/** EviLink's three sets: required (locked), uncertain (to refine; kept when unresolved), candidate (no support). */
public enum LinkingBucket {
    REQUIRED, UNCERTAIN, CANDIDATE
}
