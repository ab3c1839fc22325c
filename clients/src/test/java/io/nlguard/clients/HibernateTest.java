package io.nlguard.clients;

/** {@link HibernateCases} in the default mode: refusals throw. */
class HibernateTest extends HibernateCases {

    @Override
    String mode() {
        return "block";
    }
}
