package io.nlguard.compare.result;

/** The overlap ratios, with their conventions for empty sides. */
final class Ratios {

    private Ratios() {
    }

    /** part / whole; 1 when the whole is empty (nothing there to get wrong). */
    static double share(double part, double whole) {
        return whole == 0 ? 1.0 : part / whole;
    }

    /** F1 of a matching: 2m / (a + e); 1 when both sides are empty. */
    static double f1(double matched, double actual, double expected) {
        return actual + expected == 0 ? 1.0 : 2 * matched / (actual + expected);
    }

    static double jaccard(double matched, double actual, double expected) {
        double union = actual + expected - matched;
        return union == 0 ? 1.0 : matched / union;
    }
}
