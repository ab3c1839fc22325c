package io.nlguard.compare.instances;

/** An instance that could not be generated; the message says why, for the report. */
final class InstanceSkipped extends Exception {

    InstanceSkipped(String reason) {
        super(reason, null, false, false);
    }
}
