package io.nlguard.nl.contract;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

/**
 * The contract as the prompt's {@code Schema contract} section: the required tables, the columns to use
 * per table, the column warnings and the value hints, each list already capped by the linker; empty when
 * the contract holds nothing.
 */
public final class ContractText {

    private ContractText() {
    }

    public static String render(SchemaContract contract) {
        if (contract.required().isEmpty()) {
            return "";
        }
        StringBuilder text = new StringBuilder("Required tables: ")
                .append(contract.required().stream().map(t -> t.name().name()).collect(Collectors.joining(", ")))
                .append('\n');
        text.append("Allowed columns:\n");
        for (Map.Entry<Table, List<Column>> entry : contract.columns().entrySet()) {
            text.append("- ").append(entry.getKey().name().name()).append(": ")
                    .append(entry.getValue().stream().map(Column::name).collect(Collectors.joining(", "))).append('\n');
        }
        if (!contract.warnings().isEmpty()) {
            text.append("Column warnings:\n");
            contract.warnings().forEach(w -> text.append("- ").append(w.text()).append('\n'));
        }
        if (!contract.valueHints().isEmpty()) {
            text.append("Value hints:\n");
            contract.valueHints().forEach(h -> text.append("- ").append(h.describe()).append('\n'));
        }
        return text.toString();
    }
}
