package io.nlguard.driverjar;

/** How the applications that {@link ChildJvm} runs tell what they saw: one {@code probe.<name>=<value>} line each. */
final class Probes {

    static final String PREFIX = "probe.";

    private Probes() {
    }

    static void print(String name, String value) {
        System.out.println(PREFIX + name + "=" + String.valueOf(value).replace('\n', ' '));
    }
}
