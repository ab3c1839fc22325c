package io.nlguard.clients;

/** {@link SqllineCases} in {@code nlguard.mode=annotate}: the statement runs, its refusal shown as a warning. */
class SqllineAnnotateModeTest extends SqllineCases {

    @Override
    String mode() {
        return "annotate";
    }
}
