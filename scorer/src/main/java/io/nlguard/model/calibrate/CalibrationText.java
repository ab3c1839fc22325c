package io.nlguard.model.calibrate;

import java.util.ArrayList;
import java.util.List;

/**
 * The parsed text form of a calibrator: a first line naming the kind, then lines of
 * whitespace-separated fields. Blank lines and lines starting with {@code #} are skipped; numbers
 * are written with {@link Double#toString(double)}, which reads back to the same double.
 */
record CalibrationText(String kind, List<Line> lines) {

    /** One content line, with its 1-based number in the text for error messages. */
    record Line(int number, String[] fields) {

        double number(int field) {
            try {
                return Double.parseDouble(fields[field]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("line " + number + ": '" + fields[field] + "' is not a number", e);
            }
        }

        Line requireFields(int count) {
            if (fields.length != count) {
                throw new IllegalArgumentException("line " + number + ": expected " + count + " fields, found "
                        + fields.length + ": " + String.join(" ", fields));
            }
            return this;
        }
    }

    static CalibrationText read(String text) {
        List<Line> lines = new ArrayList<>();
        String[] raw = text.split("\\R", -1);
        for (int i = 0; i < raw.length; i++) {
            String line = raw[i].strip();
            if (!line.isEmpty() && !line.startsWith("#")) {
                lines.add(new Line(i + 1, line.split("\\s+")));
            }
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("empty calibration text");
        }
        Line first = lines.get(0).requireFields(1);
        return new CalibrationText(first.fields()[0], lines.subList(1, lines.size()));
    }

    CalibrationText requireKind(String expected) {
        if (!kind.equals(expected)) {
            throw new IllegalArgumentException("expected a " + expected + " calibration, found '" + kind + "'");
        }
        return this;
    }

    static String number(double value) {
        return Double.toString(value);
    }
}
