package io.nlguard.model.inference;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * The primitive arrays of a built model, written one after the other as a length and the values, in
 * little-endian order: the order of the machines the driver runs on, so that reading one back is a bulk
 * copy even in a JVM whose code is still interpreted, where parsing the text's numbers one by one took
 * most of the model's first read (and no lambdas: each one's first call costs a bootstrap there).
 * {@link Out} writes, {@link In} reads in the same order.
 */
final class CompiledArrays {

    private static final ByteOrder ORDER = ByteOrder.LITTLE_ENDIAN;

    private CompiledArrays() {
    }

    /** Collects what a model writes; {@link #bytes} is the result. */
    static final class Out {

        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        void integer(int value) {
            bytes.writeBytes(buffer(Integer.BYTES).putInt(value).array());
        }

        void real(double value) {
            bytes.writeBytes(buffer(Double.BYTES).putDouble(value).array());
        }

        void text(String value) {
            bytes(value.getBytes(StandardCharsets.UTF_8));
        }

        void bytes(byte[] values) {
            integer(values.length);
            bytes.writeBytes(values);
        }

        void ints(int[] values) {
            integer(values.length);
            ByteBuffer out = buffer(values.length * Integer.BYTES);
            out.asIntBuffer().put(values);
            bytes.writeBytes(out.array());
        }

        void longs(long[] values) {
            integer(values.length);
            ByteBuffer out = buffer(values.length * Long.BYTES);
            out.asLongBuffer().put(values);
            bytes.writeBytes(out.array());
        }

        void doubles(double[] values) {
            integer(values.length);
            ByteBuffer out = buffer(values.length * Double.BYTES);
            out.asDoubleBuffer().put(values);
            bytes.writeBytes(out.array());
        }

        byte[] bytes() {
            return bytes.toByteArray();
        }

        private static ByteBuffer buffer(int size) {
            return ByteBuffer.allocate(size).order(ORDER);
        }
    }

    /** Reads what {@link Out} wrote; a length beyond what is left is an error, not an allocation. */
    static final class In {

        private final ByteBuffer in;

        In(byte[] bytes) {
            this.in = ByteBuffer.wrap(bytes).order(ORDER);
        }

        int integer() {
            need(Integer.BYTES);
            return in.getInt();
        }

        double real() {
            need(Double.BYTES);
            return in.getDouble();
        }

        String text() {
            return new String(bytes(), StandardCharsets.UTF_8);
        }

        byte[] bytes() {
            byte[] values = new byte[length(Byte.BYTES)];
            in.get(values);
            return values;
        }

        int[] ints() {
            int[] values = new int[length(Integer.BYTES)];
            in.asIntBuffer().get(values);
            skip(values.length * Integer.BYTES);
            return values;
        }

        long[] longs() {
            long[] values = new long[length(Long.BYTES)];
            in.asLongBuffer().get(values);
            skip(values.length * Long.BYTES);
            return values;
        }

        double[] doubles() {
            double[] values = new double[length(Double.BYTES)];
            in.asDoubleBuffer().get(values);
            skip(values.length * Double.BYTES);
            return values;
        }

        /** Whether every byte was read: a compiled model ends where its last array does. */
        boolean atEnd() {
            return !in.hasRemaining();
        }

        private int length(int width) {
            int length = integer();
            if (length < 0 || (long) length * width > in.remaining()) {
                throw new IllegalArgumentException("compiled model: an array of " + length + " values at byte "
                        + (in.position() - Integer.BYTES) + ", but " + in.remaining() + " bytes are left");
            }
            return length;
        }

        private void skip(int bytes) {
            in.position(in.position() + bytes);
        }

        private void need(int bytes) {
            if (in.remaining() < bytes) {
                throw new IllegalArgumentException("compiled model: it ends at byte " + in.limit()
                        + " in the middle of a value");
            }
        }
    }
}
