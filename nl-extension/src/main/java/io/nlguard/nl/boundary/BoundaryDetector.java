package io.nlguard.nl.boundary;

import java.util.List;

/** One deterministic check of a question against the schema and the knowledge file, before any SQL exists. */
public interface BoundaryDetector {

    List<BoundaryFinding> findings(BoundaryQuestion question);
}
