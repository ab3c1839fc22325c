package io.nlguard.model.inference;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A {@link GbdtModel} as built, written out so that a JVM can take it back without building it: the
 * flattened trees and QuickScorer's masks, not LightGBM's text. Reading the bundled model's text in a fresh
 * JVM took about 115 ms (its 50,000 numbers parsed, then the masks built, all in interpreted code), which
 * the application's first statement waited for; this form reads in a few milliseconds. The text stays the
 * model's source: the build compiles it ({@link #main}, run by the scorer module's build), and a model in
 * this form is only ever what this version's code built, so it is not a format for other tools or versions:
 * one written by another version is refused by its header.
 */
public final class CompiledModel {

    private static final String MAGIC = "nlguard compiled model";
    /** Bump on any change to what {@link GbdtModel#write} writes. */
    private static final int VERSION = 1;

    private CompiledModel() {
    }

    public static byte[] compile(GbdtModel model) {
        CompiledArrays.Out out = new CompiledArrays.Out();
        out.text(MAGIC);
        out.integer(VERSION);
        model.write(out);
        return out.bytes();
    }

    /**
     * @throws IllegalArgumentException when the bytes are not a compiled model of this version, or are cut short
     */
    public static GbdtModel read(byte[] bytes) {
        CompiledArrays.In in = new CompiledArrays.In(bytes);
        if (!MAGIC.equals(magic(in))) {
            throw new IllegalArgumentException("not a compiled model (its header is not '" + MAGIC + "')");
        }
        int version = in.integer();
        if (version != VERSION) {
            throw new IllegalArgumentException("a compiled model of format " + version + ", this version reads "
                    + VERSION + ": compile it again from its text");
        }
        GbdtModel model = GbdtModel.read(in);
        if (!in.atEnd()) {
            throw new IllegalArgumentException("compiled model: bytes left after its last array");
        }
        return model;
    }

    private static String magic(CompiledArrays.In in) {
        try {
            return in.text();
        } catch (IllegalArgumentException e) {
            return ""; // too short for any header
        }
    }

    public static GbdtModel read(InputStream in) throws IOException {
        return read(in.readAllBytes());
    }

    /** {@code CompiledModel model.txt model.bin}: compiles a LightGBM text model; the scorer's build runs it on the bundled one. */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: CompiledModel <model.txt> <compiled output>");
        }
        GbdtModel model = LightGbmTextModel.parse(Files.readString(Path.of(args[0]), StandardCharsets.UTF_8));
        Files.write(Path.of(args[1]), compile(model));
    }
}
