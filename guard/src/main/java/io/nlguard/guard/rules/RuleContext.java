package io.nlguard.guard.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.ParsedSql;
import io.nlguard.guard.sql.SqlLexer;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlToken;
import io.nlguard.guard.sql.SqlTree;

/**
 * What rules see of one SQL string: the text, its parsed statements (none when the parser rejected
 * it), the catalog, the operator's policy and the role the connection logged in as; and where they put
 * their findings. One context per analysis, used by one thread.
 */
public final class RuleContext {

    private final String sql;
    private final ParsedSql parsed;
    private final Catalog catalog;
    private final RulePolicy policy;
    private final String loginRole;
    private final List<Finding> findings = new ArrayList<>();
    private final Map<SqlTree, Scopes> scopes = new IdentityHashMap<>(2);
    private Severity currentSeverity = Severity.WARN;
    private List<SqlToken> tokens;
    private final Map<Object, Object> derived = new IdentityHashMap<>(4);

    public RuleContext(String sql, ParsedSql parsed, Catalog catalog, RulePolicy policy) {
        this(sql, parsed, catalog, policy, null);
    }

    /** @param loginRole the role the connection logged in as, null when unknown */
    public RuleContext(String sql, ParsedSql parsed, Catalog catalog, RulePolicy policy, String loginRole) {
        this.sql = sql;
        this.parsed = parsed;
        this.catalog = catalog;
        this.policy = policy;
        this.loginRole = loginRole;
    }

    public String sql() {
        return sql;
    }

    /** The parsed statements, or null when the parser rejected the string. */
    public ParsedSql parsed() {
        return parsed;
    }

    public boolean isParsed() {
        return parsed != null;
    }

    public List<SqlTree> statements() {
        return parsed == null ? List.of() : parsed.statements();
    }

    /**
     * The string's tokens, comments included: the parser's when the string parsed, else lexed on first use,
     * whether or not the string parsed.
     */
    public List<SqlToken> tokens() {
        if (tokens == null) {
            tokens = parsed != null && parsed.tokens() != null && parsed.sql().equals(sql) ? parsed.tokens() : SqlLexer.lex(sql);
        }
        return tokens;
    }

    /**
     * What several rules derive from this string alike (its statements split at semicolons, the verdicts on its
     * conditions), derived by the first rule that asks and shared with the others: {@code key} names the
     * derivation (one constant per kind), {@code derive} computes it.
     */
    @SuppressWarnings("unchecked")
    public <T> T shared(Object key, Function<RuleContext, T> derive) {
        Object known = derived.get(key);
        if (known == null) {
            known = derive.apply(this);
            derived.put(key, known);
        }
        return (T) known;
    }

    public Catalog catalog() {
        return catalog;
    }

    public RulePolicy policy() {
        return policy;
    }

    /**
     * The role the connection logged in as (PostgreSQL's session user), exactly as the server spells it;
     * null when the caller did not say. Returning to it is no change of who is acting.
     */
    public String loginRole() {
        return loginRole;
    }

    /** Hands over scopes already resolved for one of the statements (by the rewrite passes), so they are not resolved again. */
    public void useScopes(SqlTree tree, Scopes resolved) {
        scopes.put(tree, resolved);
    }

    /** The scopes of one of the statements, resolved against the catalog on first use and shared by the rules. */
    public Scopes scopes(SqlTree tree) {
        return scopes.computeIfAbsent(tree, statement -> Scopes.resolve(statement, catalog));
    }

    /** Reports a finding about a node; the message should name it (use {@link SqlNode#describe()}) and say why. */
    public void report(Rule rule, SqlNode node, String message, String fix) {
        findings.add(new Finding(rule.id(), rule.category(), currentSeverity, message,
                statementIndex(node.tree()), node.id(), node.describe(), node.line(), node.column(), fix));
    }

    /** Reports a finding about the text itself (a comment, a second statement) at a 1-based position. */
    public void report(Rule rule, int line, int column, String message, String fix) {
        findings.add(new Finding(rule.id(), rule.category(), currentSeverity, message, 0, -1, null, line, column, fix));
    }

    public List<Finding> findings() {
        return Collections.unmodifiableList(findings);
    }

    /** Set by the {@link RuleSet} before each rule runs: the rule's configured severity. */
    void severityForNextRule(Severity severity) {
        this.currentSeverity = severity;
    }

    private int statementIndex(SqlTree tree) {
        List<SqlTree> trees = statements();
        for (int i = 0; i < trees.size(); i++) {
            if (trees.get(i) == tree) {
                return i;
            }
        }
        return 0;
    }
}
