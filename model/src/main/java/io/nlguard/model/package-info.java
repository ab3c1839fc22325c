/** Node-level uncertainty: the Algorithm-1 labeler, corpus readers, LightGBM training and evaluation (to come). */
package io.nlguard.model;
