package io.nlguard.model.inference;

/**
 * How a model's raw score becomes its output, from the header's {@code objective=} line: a sigmoid with
 * LightGBM's {@code sigmoid} parameter for {@code binary}, the identity for {@code regression} and for
 * {@code lambdarank} (a ranking score, comparable only between the rows of one query).
 *
 * @param sigmoid the sigmoid's slope; {@code NaN} for the identity
 */
record Objective(String name, double sigmoid) {

    static final String BINARY = "binary";
    static final String REGRESSION = "regression";
    static final String LAMBDARANK = "lambdarank";
    private static final String SIGMOID_PREFIX = "sigmoid:";

    /** Reads the header's {@code objective=} line, e.g. {@code binary sigmoid:1} or {@code regression}. */
    static Objective from(ModelSection header) {
        String key = "objective";
        String[] tokens = header.value(key).trim().split(" +");
        String name = tokens[0];
        if (name.equals(REGRESSION) || name.equals(LAMBDARANK)) {
            if (tokens.length > 1) {
                throw header.error(key, name + " options (" + tokens[1] + ") are not supported");
            }
            return new Objective(name, Double.NaN);
        }
        if (!name.equals(BINARY)) {
            throw header.error(key, "only the binary, regression and lambdarank objectives are supported");
        }
        double sigmoid = 1.0;
        for (int i = 1; i < tokens.length; i++) {
            if (!tokens[i].startsWith(SIGMOID_PREFIX)) {
                throw header.error(key, "unknown binary option " + tokens[i]);
            }
            try {
                sigmoid = Double.parseDouble(tokens[i].substring(SIGMOID_PREFIX.length()));
            } catch (NumberFormatException e) {
                throw header.error(key, "the sigmoid parameter is not a number");
            }
        }
        if (!(sigmoid > 0)) {
            throw header.error(key, "the sigmoid parameter must be positive");
        }
        return new Objective(name, sigmoid);
    }

    boolean isBinary() {
        return name.equals(BINARY);
    }

    /** LightGBM's {@code ConvertOutput}: {@code 1 / (1 + exp(-sigmoid * raw))} for binary, the raw score otherwise. */
    double output(double raw) {
        return isBinary() ? 1.0 / (1.0 + Math.exp(-sigmoid * raw)) : raw;
    }
}
