/**
 * Node-level uncertainty, one package per step: {@code data} (corpus and pairs), {@code label}
 * (Algorithm 1), {@code train} (labelled node rows, LightGBM), {@code calibrate}, {@code eval}
 * (metrics, charts, the paper's experiments), {@code inference} (pure-Java LightGBM) and
 * {@code scoring} (the driver's node scorer with the bundled model).
 */
package io.nlguard.model;
