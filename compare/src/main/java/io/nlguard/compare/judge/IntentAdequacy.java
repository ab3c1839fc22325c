package io.nlguard.compare.judge;

import io.nlguard.compare.label.Label;

/** {@code intent_adequacy_judgment}: does actual_sql answer the user's question as well as expected_sql? */
public enum IntentAdequacy implements Label {
    ADEQUATE,
    PARTIALLY_ADEQUATE,
    INADEQUATE;
}
