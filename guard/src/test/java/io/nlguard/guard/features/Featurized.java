package io.nlguard.guard.features;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Map;

import io.nlguard.guard.rules.BuiltInRules;
import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.rules.RuleSet;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.TestCatalogs;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;

/** One statement parsed and featurized, with lookups of nodes by how the paper writes them ({@code Column(T1.name)}). */
final class Featurized {

    /** The concert_singer-like catalog with primary and foreign keys. */
    static final Catalog CONCERT = TestCatalogs.CONCERT_SINGER;

    /** A small music catalog: artist, album (FK artist_id), track (FK album_id, a released date). */
    static final Catalog MUSIC = Catalog.of(List.of("public"), List.of(
            TestCatalogs.table("artist", List.of("artist_id"), List.of(), "artist_id int4", "name text", "country text"),
            TestCatalogs.table("album", List.of("album_id"), List.of(TestCatalogs.fk("album", "artist_id", "artist", "artist_id")),
                    "album_id int4", "artist_id int4", "title text", "released date", "price numeric"),
            TestCatalogs.table("track", List.of("track_id"), List.of(TestCatalogs.fk("track", "album_id", "album", "album_id")),
                    "track_id int4", "album_id int4", "name text", "seconds int4")));

    private static final RuleSet RULES = RuleSet.configure(BuiltInRules.all(), Map.of());

    final SqlTree tree;
    final FeatureMatrix matrix;
    final List<Finding> findings;

    private Featurized(SqlTree tree, FeatureMatrix matrix, List<Finding> findings) {
        this.tree = tree;
        this.matrix = matrix;
        this.findings = findings;
    }

    /** Features without findings, the scopes resolved by the extractor. */
    static Featurized of(String sql, Catalog catalog) {
        SqlTree tree = parse(sql);
        return new Featurized(tree, new FeatureExtractor().extract(tree, catalog), List.of());
    }

    /** Features without findings, for a statement that answers {@code question}. */
    static Featurized asked(String sql, Catalog catalog, String question) {
        SqlTree tree = parse(sql);
        return new Featurized(tree, new FeatureExtractor().extract(tree, catalog, Scopes.resolve(tree, catalog), List.of(),
                Question.of(question)), List.of());
    }

    /** Features the way the guard computes them: its rules run first, their scopes and findings passed in. */
    static Featurized withFindings(String sql, Catalog catalog) {
        ParsedSql parsed = assertInstanceOf(ParsedSql.class, new SqlParser().parse(sql), sql);
        RuleContext context = new RuleContext(sql, parsed, catalog, RulePolicy.DEFAULT);
        List<Finding> findings = RULES.check(context);
        SqlTree tree = parsed.first();
        return new Featurized(tree, new FeatureExtractor().extract(tree, catalog, context.scopes(tree), findings, Question.NONE), findings);
    }

    static SqlTree parse(String sql) {
        return assertInstanceOf(ParsedSql.class, new SqlParser().parse(sql), sql).first();
    }

    /** The {@code occurrence}-th node (from 0, pre-order) that describes itself as {@code described}. */
    SqlNode node(String described, int occurrence) {
        int seen = 0;
        for (SqlNode node : tree.nodes()) {
            if (node.describe().equals(described) && seen++ == occurrence) {
                return node;
            }
        }
        throw new AssertionError("no " + described + " #" + occurrence + " in\n" + tree.print());
    }

    SqlNode node(String described) {
        return node(described, 0);
    }

    double get(String described, String feature) {
        return get(node(described), feature);
    }

    double get(SqlNode node, String feature) {
        return matrix.get(node.id(), NodeFeatures.index(feature));
    }
}
