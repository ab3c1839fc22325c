package io.nlguard.cli.shell;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.Charset;

/** Lines from standard input when it is not a terminal: no prompt, no history, nothing but the lines. */
public final class PipedLines implements LineSource {

    private final BufferedReader in;
    private final int width;

    public PipedLines(InputStream in, Charset charset, int width) {
        this.in = new BufferedReader(new InputStreamReader(in, charset));
        this.width = width;
    }

    @Override
    public Line read(boolean continuation) throws IOException {
        String text = in.readLine();
        return text == null ? null : new Line(text, false);
    }

    @Override
    public boolean interactive() {
        return false;
    }

    @Override
    public int width() {
        return width;
    }

    @Override
    public void close() {
        // standard input is not ours to close
    }
}
