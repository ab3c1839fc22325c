/** Stage 3: the chat messages that ask the model for SQL, and the messages that ask it to repair a failed query. */
package io.nlguard.nl.prompt;
