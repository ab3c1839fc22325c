package io.nlguard.guard.verdict;

import java.util.ArrayList;
import java.util.List;

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
import io.nlguard.guard.sql.ParseFailure;
import io.nlguard.guard.sql.ParseResult;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlParser;
import io.nlguard.guard.sql.SqlTree;

/**
 * The analysis pipeline for one SQL string, in order: parse, rewrite (the passes run on every query;
 * only enabled stages change it), then the rules on the text that will run (they resolve scopes
 * against the catalog as they need them), then the verdict. Stateless apart from its settings.
 */
public final class StatementAnalyzer {

    private static final String DDL_RULE = "firewall.ddl";

    private final SqlParser parser;
    private final RuleSet rules;
    private final RulePolicy policy;
    private final Rewriter rewriter;

    public StatementAnalyzer(SqlParser parser, RuleSet rules, RulePolicy policy, Rewriter rewriter) {
        this.parser = parser;
        this.rules = rules;
        this.policy = policy;
        this.rewriter = rewriter;
    }

    /**
     * The analyzer for these settings: the built-in rules with their overrides, all rewrite passes.
     *
     * @throws IllegalArgumentException when a rule override names no rule or no severity
     */
    public static StatementAnalyzer of(GuardSettings settings) {
        SqlParser parser = new SqlParser(settings.parseLimits());
        return new StatementAnalyzer(parser, RuleSet.configure(BuiltInRules.all(), settings.ruleOverrides()),
                settings.policy(), new Rewriter(parser, RewritePasses.all(), settings.rewrite()));
    }

    /** With {@code deep}, a query that parsed is also validated by Calcite against the catalog (off the hot path). */
    public GuardReport analyze(String sql, Catalog catalog, boolean deep) {
        long start = System.nanoTime();
        ParseResult result = parser.parse(sql);
        ParsedSql parsed = result instanceof ParsedSql p ? p : null;
        RewriteResult rewrite = parsed == null ? null : rewriter.rewrite(parsed, catalog);
        if (rewrite != null) {
            parsed = rewrite.parsed();
        }
        String runs = parsed == null ? sql : parsed.sql();
        RuleContext context = new RuleContext(runs, parsed, catalog, policy);
        if (rewrite != null && rewrite.scopes() != null) {
            context.useScopes(parsed.statements().get(0), rewrite.scopes());
        }
        List<Finding> findings = new ArrayList<>(rules.check(context));
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
                changesSchema |= tree.kind().isDdl();
            }
        }
        // DDL the parser could not read is still DDL: the lexical firewall rule recognised it
        changesSchema |= findings.stream().anyMatch(f -> f.ruleId().equals(DDL_RULE));
        ParseFailure failure = result instanceof ParseFailure f ? f : null;
        Verdict verdict = verdictOf(findings);
        if (failure != null && verdict == Verdict.ALLOW) {
            verdict = Verdict.ANNOTATE; // unchecked text is never silently allowed: it carries 01NG9 or 42NG3
        }
        List<Change> rewrites = rewrite == null ? List.of() : rewrite.applied();
        return new GuardReport(sql, kinds, findings, verdict, failure, changesSchema,
                catalog.version(), System.nanoTime() - start, deepValidation, rewrites.isEmpty() ? null : runs, rewrites);
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
