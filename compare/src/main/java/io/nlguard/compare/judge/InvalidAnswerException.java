package io.nlguard.compare.judge;

/** The model's answer does not follow the answer schema; the message lists every problem found. */
final class InvalidAnswerException extends Exception {

    private static final long serialVersionUID = 1L;

    InvalidAnswerException(String message) {
        super(message);
    }
}
