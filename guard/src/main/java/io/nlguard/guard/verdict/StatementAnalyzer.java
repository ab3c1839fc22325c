package io.nlguard.guard.verdict;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.rules.Finding;
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
 * The analysis pipeline for one SQL string, in order: parse, then the rules (which resolve scopes
 * against the catalog as they need them), then the verdict. Stateless apart from its settings.
 */
public final class StatementAnalyzer {

    private static final String DDL_RULE = "firewall.ddl";

    private final SqlParser parser;
    private final RuleSet rules;
    private final RulePolicy policy;

    public StatementAnalyzer(SqlParser parser, RuleSet rules, RulePolicy policy) {
        this.parser = parser;
        this.rules = rules;
        this.policy = policy;
    }

    /** With {@code deep}, a query that parsed is also validated by Calcite against the catalog (off the hot path). */
    public GuardReport analyze(String sql, Catalog catalog, boolean deep) {
        long start = System.nanoTime();
        ParseResult result = parser.parse(sql);
        ParsedSql parsed = result instanceof ParsedSql p ? p : null;
        RuleContext context = new RuleContext(sql, parsed, catalog, policy);
        List<Finding> findings = new ArrayList<>(rules.check(context));
        String deepValidation = null;
        if (deep && parsed != null && catalog.isAvailable()) {
            deepValidation = DeepFindings.validate(sql, catalog, findings);
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
        return new GuardReport(sql, kinds, findings, verdict, failure, changesSchema,
                catalog.version(), System.nanoTime() - start, deepValidation);
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
