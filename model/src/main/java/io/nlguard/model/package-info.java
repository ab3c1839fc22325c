/** Node-level uncertainty: the Algorithm-1 labeler, LightGBM training and evaluation (to come); corpus readers are in {@code io.nlguard.model.data}. */
package io.nlguard.model;
