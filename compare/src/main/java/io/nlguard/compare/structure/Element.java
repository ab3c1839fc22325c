package io.nlguard.compare.structure;

import java.util.List;

/**
 * One element of a clause: a canonical SQL fragment such as a SELECT item, a WHERE conjunct or a
 * join, prefixed with the path of the nested query it belongs to ({@code where>} for a subquery in
 * WHERE, empty at the top level).
 *
 * @param text  what {@code clause_match} compares
 * @param atoms what the AST-flattened F1 counts: the element itself, or for a predicate its operands
 *              with nested AND/OR flattened ({@code or:a = 1}, {@code or:b = 2})
 */
record Element(String text, List<String> atoms) {

    Element {
        atoms = List.copyOf(atoms);
    }

    static Element of(String text) {
        return new Element(text, List.of(text));
    }
}
