package io.nlguard.clients;

/** {@link SqllineCases} in the default mode: the refused statement ends the script with its error. */
class SqllineTest extends SqllineCases {

    @Override
    String mode() {
        return "block";
    }
}
