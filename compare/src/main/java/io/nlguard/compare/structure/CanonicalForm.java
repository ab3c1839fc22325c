package io.nlguard.compare.structure;

import io.nlguard.guard.schema.Catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A parsed query in canonical form: its canonical SQL text (the text gate of
 * {@code normalized_sql_match}) and the elements of each of its clauses.
 */
record CanonicalForm(String sql, Map<Clause, List<Element>> elements) {

    /** Canonicalizes a parsed query; {@code catalog} decides how tables are named. */
    static CanonicalForm of(ParsedQuery query, Catalog catalog) {
        SourceNames names = new SourceNames(query.scopes(), catalog);
        QueryRenderer renderer = new QueryRenderer(new ColumnNames(query.scopes(), names));
        return new CanonicalForm(renderer.query(query.root()), ClauseElements.collect(query.root(), renderer));
    }

    /** The element texts of one clause, in order. */
    List<String> texts(Clause clause) {
        return elements.get(clause).stream().map(Element::text).toList();
    }

    /** Every atom of every clause, tagged with the clause: the components the AST-flattened F1 counts. */
    List<String> taggedAtoms() {
        List<String> atoms = new ArrayList<>();
        elements.forEach((clause, list) -> list.forEach(element ->
                element.atoms().forEach(atom -> atoms.add(clause.label() + "|" + atom))));
        return atoms;
    }
}
