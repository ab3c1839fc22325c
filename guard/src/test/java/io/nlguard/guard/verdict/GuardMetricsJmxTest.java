package io.nlguard.guard.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;

import javax.management.MBeanServer;
import javax.management.ObjectName;

import org.junit.jupiter.api.Test;

/** The metrics reach JMX, registered a few seconds after the guard's first use rather than in it. */
class GuardMetricsJmxTest {

    @Test
    void theGlobalMetricsAreRegisteredWithThePlatformServer() throws Exception {
        GuardMetrics metrics = GuardMetrics.global();
        MBeanServer server = ManagementFactory.getPlatformMBeanServer();
        ObjectName name = new ObjectName("io.nlguard:type=GuardMetrics");
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (!server.isRegistered(name) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertTrue(server.isRegistered(name), "not registered within 10 s");
        assertEquals(metrics.getStatements(), (Long) server.getAttribute(name, "Statements"));
    }
}
