/**
 * Run-time scoring with a trained LightGBM model in pure Java: {@link io.nlguard.model.inference.LightGbmTextModel}
 * reads LightGBM's text model format into a {@link io.nlguard.model.inference.GbdtModel}, which evaluates
 * rows with LightGBM's own decision semantics and explains them with per-feature path contributions.
 * No native code is involved, so the driver can score every statement node in process.
 */
package io.nlguard.model.inference;
