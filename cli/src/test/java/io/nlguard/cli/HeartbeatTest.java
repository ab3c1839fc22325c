package io.nlguard.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;

class HeartbeatTest {

    @Test
    void aLongStepSaysItIsStillRunningAndHowLongItTook() throws Exception {
        StringWriter text = new StringWriter();
        try (Heartbeat beat = Heartbeat.start(new PrintWriter(text), "training", 20)) {
            Thread.sleep(200);
        }
        String said = text.toString();
        assertTrue(said.contains("training: still running, "), said);
        assertTrue(said.strip().endsWith("s") && said.contains("training: done in "), said);
    }

    @Test
    void nothingIsSaidAfterTheStepEnds() throws Exception {
        StringWriter text = new StringWriter();
        try (Heartbeat beat = Heartbeat.start(new PrintWriter(text), "labelling", 20)) {
            Thread.sleep(60);
        }
        int length = text.toString().length();
        Thread.sleep(120);
        assertTrue(text.toString().length() == length, text.toString());
    }
}
