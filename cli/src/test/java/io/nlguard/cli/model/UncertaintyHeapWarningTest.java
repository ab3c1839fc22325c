package io.nlguard.cli.model;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The report warns at once when the heap is too small for the corpus, and names the command that fits. */
class UncertaintyHeapWarningTest {

    private static String warning(long maxHeap) {
        StringWriter out = new StringWriter();
        UncertaintyCommand.warnIfHeapIsShort(new PrintWriter(out), maxHeap);
        return out.toString();
    }

    @Test
    void aDefaultHeapIsWarnedAboutWithTheCommandToRun() {
        String text = warning(6_320_816_128L); // what a JVM takes by default on a 24 GB machine: a quarter
        assertTrue(text.startsWith("warning: this JVM's heap is 5.9 GiB; the report on the whole corpus needs about 12 GiB."), text);
        assertTrue(text.contains("Run it as: java -Xmx12g -jar cli/target/nlguard.jar corpus uncertainty"), text);
    }

    @Test
    void twelveGibibytesAsTheJvmReportsThemAreEnough() {
        long xmx12g = (12L << 30) - (512L << 20); // some collectors leave a survivor space out of maxMemory()
        assertEquals("", warning(xmx12g));
        assertEquals("", warning(19L << 30));
    }
}
