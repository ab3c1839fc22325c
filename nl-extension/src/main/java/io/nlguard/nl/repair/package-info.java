/** Stage 6: when no candidate passes, the model is shown its best failed query and the error, and asked again. */
package io.nlguard.nl.repair;
