package io.nlguard.clients;

/** {@link HibernateCases} in {@code nlguard.mode=annotate}: what would be refused runs, with a warning. */
class HibernateAnnotateModeTest extends HibernateCases {

    @Override
    String mode() {
        return "annotate";
    }
}
