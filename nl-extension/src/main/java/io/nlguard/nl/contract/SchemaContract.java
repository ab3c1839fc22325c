package io.nlguard.nl.contract;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;

/**
 * What the schema linker grounded the question in (the seed's SchemaLinkBundle).
 *
 * @param keyphrases  the question's keyphrases
 * @param matches     every keyphrase–column match from the threshold, best first
 * @param relevance   every context table's relevance, highest first
 * @param required    the tables the question needs, most relevant first
 * @param columns     per required table, the columns to use: its key and the matched ones
 * @param warnings    columns to take from a foreign-key parent
 * @param valueHints  columns that may hold the quoted values
 * @param unsupported content words of the question that match nothing in the context
 */
public record SchemaContract(List<Keyphrase> keyphrases, List<ColumnMatch> matches, List<TableRelevance> relevance,
                             List<Table> required, Map<Table, List<Column>> columns, List<ColumnWarning> warnings,
                             List<ValueHint> valueHints, List<String> unsupported) {

    /** The stage is off, or there was nothing to link. */
    public static final SchemaContract NONE = new SchemaContract(List.of(), List.of(), List.of(), List.of(), Map.of(),
            List.of(), List.of(), List.of());

    public SchemaContract {
        keyphrases = List.copyOf(keyphrases);
        matches = List.copyOf(matches);
        relevance = List.copyOf(relevance);
        required = List.copyOf(required);
        columns = Collections.unmodifiableMap(new LinkedHashMap<>(columns));
        warnings = List.copyOf(warnings);
        valueHints = List.copyOf(valueHints);
        unsupported = List.copyOf(unsupported);
    }

    /** For the report: {@code 2 tables, 5 columns, 1 warning, 1 value hint, unsupported: [colour]}. */
    public String summary() {
        return required.size() + " tables, " + columns.values().stream().mapToInt(List::size).sum() + " columns, "
                + warnings.size() + " warnings, " + valueHints.size() + " value hints"
                + (unsupported.isEmpty() ? "" : ", unsupported: " + unsupported);
    }
}
