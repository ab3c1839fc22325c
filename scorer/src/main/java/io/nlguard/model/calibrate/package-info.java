/**
 * Calibrators that map a raw node score to a probability of error: isotonic regression
 * ({@link io.nlguard.model.calibrate.IsotonicCalibration}) and Platt scaling
 * ({@link io.nlguard.model.calibrate.PlattScaling}). Both have a short text form to ship next to a
 * model file, read back by {@link io.nlguard.model.calibrate.Calibrator#parse(String)}.
 */
package io.nlguard.model.calibrate;
