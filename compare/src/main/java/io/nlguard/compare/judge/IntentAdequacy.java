package io.nlguard.compare.judge;

import com.fasterxml.jackson.annotation.JsonValue;

/** {@code intent_adequacy_judgment}: does actual_sql answer the user's question as well as expected_sql? */
public enum IntentAdequacy implements Label {
    ADEQUATE("adequate"),
    PARTIALLY_ADEQUATE("partially_adequate"),
    INADEQUATE("inadequate");

    private final String label;

    IntentAdequacy(String label) {
        this.label = label;
    }

    @JsonValue
    @Override
    public String label() {
        return label;
    }
}
