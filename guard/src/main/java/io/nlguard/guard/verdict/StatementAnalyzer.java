package io.nlguard.guard.verdict;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.features.FeatureExtractor;
import io.nlguard.guard.features.Question;
import io.nlguard.guard.rewrite.Change;
import io.nlguard.guard.rewrite.Declined;
import io.nlguard.guard.rewrite.RewritePasses;
import io.nlguard.guard.rewrite.RewriteResult;
import io.nlguard.guard.rewrite.Rewriter;
import io.nlguard.guard.rules.BuiltInRules;
import io.nlguard.guard.rules.Finding;
import io.nlguard.guard.rules.RuleCategory;
import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.RulePolicy;
import io.nlguard.guard.rules.RuleSet;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.score.NodeEvidence;
import io.nlguard.guard.score.NodeRiskAssessor;
import io.nlguard.guard.score.NodeScorers;
import io.nlguard.guard.score.NodeScores;
import io.nlguard.guard.sql.ParseFailure;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SearchPathChange;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;

/**
 * The analysis pipeline for one SQL string, in order: parse, rewrite (the passes run on every query;
 * only enabled stages change it), then the rules on the text that will run (they resolve scopes
 * against the catalog as they need them), then node features and scores (a single query or DML statement,
 * when a node scorer is configured), then the verdict. Stateless apart from its settings.
 */
public final class StatementAnalyzer {

    private static final String DDL_RULE = "firewall.ddl";

    private final SqlParser parser;
    private final RuleSet rules;
    private final RulePolicy policy;
    private final Rewriter rewriter;
    private final FeatureExtractor features = new FeatureExtractor();
    private final NodeRiskAssessor risk;

    /** @param risk scores every node of single statements; null for no node scoring */
    public StatementAnalyzer(SqlParser parser, RuleSet rules, RulePolicy policy, Rewriter rewriter,
                             NodeRiskAssessor risk) {
        this.parser = parser;
        this.rules = rules;
        this.policy = policy;
        this.rewriter = rewriter;
        this.risk = risk;
    }

    /**
     * The analyzer for these settings: the built-in rules with their overrides, all rewrite passes, and
     * the node scorer of {@code nlguard.model}.
     *
     * @throws IllegalArgumentException when a rule override names no rule or no severity, or the model
     *                                  cannot be loaded
     */
    public static StatementAnalyzer of(GuardSettings settings) {
        SqlParser parser = new SqlParser(settings.parseLimits());
        NodeRiskAssessor risk = NodeScorers.forModel(settings.model())
                .map(scorer -> new NodeRiskAssessor(scorer, settings.risk(), settings.sqlAuthor())).orElse(null);
        return new StatementAnalyzer(parser, RuleSet.configure(BuiltInRules.all(), settings.ruleOverrides()),
                settings.policy(), new Rewriter(parser, RewritePasses.all(), settings.rewrite()), risk);
    }

    /**
     * What a node scorer is given for this text, computed exactly as {@link #analyze} computes it (parse,
     * the enabled rewrite stages, rules, features): the path training takes, so a model learns from
     * run-time features. Null when the text is not a single statement that parses.
     */
    public NodeEvidence evidence(String sql, Catalog catalog, Question question) {
        Checked checked = check(sql, catalog, null);
        if (checked.parsed() == null || checked.parsed().statements().size() != 1) {
            return null;
        }
        SqlTree tree = checked.parsed().first();
        return new NodeEvidence(tree, features.extract(tree, catalog, checked.context().scopes(tree), checked.findings(), question));
    }

    /** Parse, rewrite, and the rules on the text that will run: what both analysis and evidence start from. */
    private Checked check(String sql, Catalog catalog, String loginRole) {
        ParseResult result = parser.parse(sql);
        ParsedSql parsed = result instanceof ParsedSql p ? p : null;
        RewriteResult rewrite = parsed == null ? null : rewriter.rewrite(parsed, catalog);
        if (rewrite != null) {
            parsed = rewrite.parsed();
        }
        String runs = parsed == null ? sql : parsed.sql();
        RuleContext context = new RuleContext(runs, parsed, catalog, policy, loginRole);
        if (rewrite != null && rewrite.scopes() != null) {
            context.useScopes(parsed.statements().get(0), rewrite.scopes());
        }
        return new Checked(result, parsed, rewrite, runs, context, new ArrayList<>(rules.check(context)));
    }

    /**
     * @param parsed   the statements that will run (rewritten), null when the text did not parse
     * @param rewrite  null when the text did not parse
     * @param findings the rules' findings, open for the later stages to add theirs
     */
    private record Checked(ParseResult result, ParsedSql parsed, RewriteResult rewrite, String runs,
                           RuleContext context, List<Finding> findings) {
    }

    /** {@link #analyze(String, Catalog, boolean, Question)} without a question: plain JDBC traffic. */
    public GuardReport analyze(String sql, Catalog catalog, boolean deep) {
        return analyze(sql, catalog, deep, Question.NONE);
    }

    /**
     * With {@code deep}, a query that parsed is also validated by Calcite against the catalog (off the hot
     * path); {@code question} is what the statement answers, for the node scorer's question features.
     */
    public GuardReport analyze(String sql, Catalog catalog, boolean deep, Question question) {
        return analysis(sql, catalog, deep, question, null).report();
    }

    /** As {@link #analyze(String, Catalog, boolean, Question)}, for a connection that logged in as {@code loginRole} (null: unknown). */
    public GuardReport analyze(String sql, Catalog catalog, boolean deep, Question question, String loginRole) {
        return analysis(sql, catalog, deep, question, loginRole).report();
    }

    /**
     * The report, and whether the text names a relation that must exist and {@code catalog} does not know:
     * then a snapshot read now may know it (the engine decides whether to look).
     */
    record Analysis(GuardReport report, boolean namesUnknownRelation) {
    }

    Analysis analysis(String sql, Catalog catalog, boolean deep, Question question, String loginRole) {
        long start = System.nanoTime();
        Checked checked = check(sql, catalog, loginRole);
        ParseResult result = checked.result();
        ParsedSql parsed = checked.parsed();
        RewriteResult rewrite = checked.rewrite();
        String runs = checked.runs();
        List<Finding> findings = checked.findings();
        NodeScores nodeScores = null;
        if (risk != null && parsed != null && parsed.statements().size() == 1 && NodeRiskAssessor.scores(parsed.first())) {
            SqlTree tree = parsed.first();
            NodeRiskAssessor.Assessment assessment = risk.assess(tree,
                    features.extract(tree, catalog, checked.context().scopes(tree), findings, question), findings,
                    question);
            nodeScores = assessment.scores();
            findings = new ArrayList<>(assessment.findings());
        }
        if (rewrite != null) {
            findings.addAll(rewriteFindings(rewrite));
        }
        String deepValidation = null;
        if (deep && parsed != null && catalog.isAvailable()) {
            deepValidation = DeepFindings.validate(runs, catalog, findings);
        }
        List<String> kinds = new ArrayList<>();
        boolean changesSchema = false;
        if (parsed != null) {
            for (SqlTree tree : parsed.statements()) {
                kinds.add(tree.kind().label());
                changesSchema |= tree.changesSchema();
            }
        }
        // DDL the parser could not read is still DDL: the lexical firewall rule recognised it
        changesSchema |= findings.stream().anyMatch(f -> f.ruleId().equals(DDL_RULE));
        ParseFailure failure = result instanceof ParseFailure f ? f : null;
        Verdict verdict = verdictOf(findings);
        if (failure != null && failure.overBound()) {
            verdict = Verdict.BLOCK; // refused in every on-error mode: see Decisions
        } else if (failure != null && verdict == Verdict.ALLOW) {
            verdict = Verdict.ANNOTATE; // unchecked text is never silently allowed: it carries 01NG9 or 42NG3
        }
        List<Change> rewrites = rewrite == null ? List.of() : rewrite.applied();
        boolean changesSearchPath = parsed != null && parsed.tokens() != null
                ? SearchPathChange.in(parsed.tokens()) : SearchPathChange.in(checked.runs());
        GuardReport report = new GuardReport(sql, kinds, findings, verdict, failure, changesSchema, changesSearchPath,
                catalog.version(), System.nanoTime() - start, deepValidation, rewrites.isEmpty() ? null : runs, rewrites,
                nodeScores);
        return new Analysis(report, namesUnknownRelation(checked, catalog));
    }

    private static boolean namesUnknownRelation(Checked checked, Catalog catalog) {
        if (checked.parsed() == null || !catalog.isAvailable()) {
            return false;
        }
        for (SqlTree tree : checked.parsed().statements()) {
            if (!checked.context().scopes(tree).unknownRelations().isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** What the passes would change but did not, and what they declined: informational findings. */
    private static List<Finding> rewriteFindings(RewriteResult rewrite) {
        List<Finding> findings = new ArrayList<>();
        for (Change suggestion : rewrite.suggested()) {
            findings.add(new Finding(suggestion.pass(), RuleCategory.REWRITE, Severity.INFO,
                    suggestion.before() + " at " + suggestion.line() + ":" + suggestion.column() + ": " + suggestion.reason()
                            + ".", 0, -1, suggestion.before(), suggestion.line(), suggestion.column(),
                    "write " + suggestion.after() + " (or set nlguard.rewrite to apply it)"));
        }
        for (Declined declined : rewrite.declined()) {
            findings.add(new Finding(declined.pass(), RuleCategory.REWRITE, Severity.INFO,
                    declined.describe() + ".", 0, -1, declined.node(), declined.line(), declined.column(), null));
        }
        return findings;
    }

    private static Verdict verdictOf(List<Finding> findings) {
        Verdict verdict = Verdict.ALLOW;
        for (Finding finding : findings) {
            if (finding.severity() == Severity.BLOCK) {
                return Verdict.BLOCK;
            }
            if (finding.severity() == Severity.WARN) {
                verdict = Verdict.ANNOTATE;
            }
        }
        return verdict;
    }
}
