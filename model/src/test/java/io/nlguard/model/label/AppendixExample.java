package io.nlguard.model.label;

import java.util.List;

/**
 * One of the 13 examples of the paper's Appendix A: generated and gold SQL and the generated nodes
 * the paper labels incorrect, in pre-order.
 */
record AppendixExample(int number, String title, String generated, String gold, List<String> expectedErrors) {

    static final List<AppendixExample> ALL = List.of(
            new AppendixExample(1, "perfect match",
                    "SELECT name FROM people", "SELECT name FROM people", List.of()),
            new AppendixExample(2, "content error on table only",
                    "SELECT name FROM artists", "SELECT name FROM artist",
                    List.of("Table(artists)", "Identifier(artists)")),
            new AppendixExample(3, "content error on literal only",
                    "SELECT * FROM t WHERE a = 1", "SELECT * FROM t WHERE a = 2", List.of("Literal(1)")),
            new AppendixExample(4, "type error on operator only",
                    "SELECT * FROM t WHERE a > 1", "SELECT * FROM t WHERE a = 1", List.of("GT(>)")),
            new AppendixExample(5, "structural insertion blamed (clause and children)",
                    "SELECT * FROM t ORDER BY a", "SELECT * FROM t",
                    List.of("Order(a)", "Ordered(ASC)", "Column(a)", "Identifier(a)")),
            new AppendixExample(6, "structural omission not blamed",
                    "SELECT * FROM t", "SELECT * FROM t ORDER BY a", List.of()),
            new AppendixExample(7, "symmetric operator equivalence",
                    "SELECT * FROM t WHERE a = b", "SELECT * FROM t WHERE b = a", List.of()),
            new AppendixExample(8, "anti-symmetric operator equivalence",
                    "SELECT * FROM t WHERE a > b", "SELECT * FROM t WHERE b < a", List.of()),
            new AppendixExample(9, "alias names may differ",
                    "SELECT x.name FROM artist AS x", "SELECT a.name FROM artist AS a", List.of()),
            new AppendixExample(10, "unused alias declaration not an error",
                    "SELECT name FROM artist AS a", "SELECT name FROM artist", List.of()),
            new AppendixExample(11, "qualified vs unqualified column",
                    "SELECT a.name FROM artist AS a", "SELECT name FROM artist", List.of()),
            // the paper says "Table(albums) and/or Identifier(albums)": the algorithm blames both, the
            // table for its content and its name identifier for the same reason one level down; the
            // alias a matches the gold alias and stays correct
            new AppendixExample(12, "wrong base table is an error",
                    "SELECT name FROM albums AS a", "SELECT name FROM artist AS a",
                    List.of("Table(albums)", "Identifier(albums)")),
            // "Column(b.name) and/or Identifier(b)": both. b resolves to nothing in scope, so the column
            // does not match a.name, and the qualifier b matches no gold qualifier (a resolves to
            // artist) nor any other gold identifier; the column's name identifier is rescued
            new AppendixExample(13, "wrong alias used in column is an error",
                    "SELECT b.name FROM artist AS a", "SELECT a.name FROM artist AS a",
                    List.of("Column(b.name)", "Identifier(b)")));

    @Override
    public String toString() {
        return "Ex. " + number + ": " + title;
    }
}
