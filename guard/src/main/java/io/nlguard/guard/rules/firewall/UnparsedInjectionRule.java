package io.nlguard.guard.rules.firewall;

import java.math.BigDecimal;
import java.util.List;
import java.util.Set;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.rules.Severity;
import io.nlguard.guard.sql.SqlToken;
import io.nlguard.guard.sql.SqlToken.Kind;

/**
 * {@code firewall.unparsed-injection}: on text the parser could not read (which {@code nlguard.on-error=open}
 * runs with 01NG9), the two injection shapes plain tokens show: a read of the relations PostgreSQL keeps
 * password hashes in, and an OR branch comparing two equal literals ({@code OR 1=1}, {@code OR 'a'='a'})
 * or {@code OR TRUE}. Parsed statements are judged on their trees by the other rules, so it stays silent there.
 */
public final class UnparsedInjectionRule extends FirewallRule {

    /** Relations holding password hashes or the passwords of user mappings. */
    static final Set<String> CREDENTIAL_RELATIONS = ServerProbes.union(SystemCatalog.PASSWORD_RELATIONS,
            Set.of("pg_user_mapping", "pg_user_mappings"));

    public UnparsedInjectionRule() {
        super("unparsed-injection", Severity.BLOCK,
                "On text the parser cannot read: a read of pg_shadow or pg_authid, or an OR branch of equal literals (OR 1=1, OR 'a'='a').");
    }

    @Override
    public boolean checksUnparsed() {
        return true;
    }

    @Override
    public void check(RuleContext context) {
        if (context.isParsed()) {
            return;
        }
        for (Script.Statement statement : Script.of(context)) {
            List<SqlToken> code = statement.code();
            for (int i = 0; i < code.size(); i++) {
                SqlToken token = code.get(i);
                String name = token.name();
                if (name != null && CREDENTIAL_RELATIONS.contains(name)) {
                    report(context, "Anonymous(" + name + ")", token, "reads " + name
                                    + ", where PostgreSQL keeps password hashes, in text the guard could not parse.",
                            "Credentials are no application's business: remove the read, or run it from an administrative session.");
                } else if (token.isWord("OR") && alwaysTrue(code, i + 1)) {
                    report(context, "Anonymous(OR)", token, "is followed by an always-true branch, the classic injection shape"
                                    + " (' OR 1=1), in text the guard could not parse.",
                            "Bind user input as parameters instead of splicing it into the SQL text.");
                }
            }
        }
    }

    /** Whether the tokens from {@code from} (past any opening brackets) read TRUE or two equal literals compared with =. */
    private static boolean alwaysTrue(List<SqlToken> code, int from) {
        int i = from;
        while (i < code.size() && code.get(i).is("(")) {
            i++;
        }
        if (i < code.size() && code.get(i).isWord("TRUE")) {
            return i + 1 == code.size() || !isOperator(code.get(i + 1));
        }
        if (i + 2 >= code.size() || !code.get(i + 1).is("=")) {
            return false;
        }
        return sameLiteral(code.get(i), code.get(i + 2));
    }

    private static boolean isOperator(SqlToken token) {
        return token.kind() == Kind.OPERATOR;
    }

    private static boolean sameLiteral(SqlToken left, SqlToken right) {
        if (left.kind() == Kind.NUMBER && right.kind() == Kind.NUMBER) {
            try {
                return new BigDecimal(left.text()).compareTo(new BigDecimal(right.text())) == 0;
            } catch (NumberFormatException e) {
                return left.text().equals(right.text());
            }
        }
        String a = left.plainStringValue();
        return a != null && a.equals(right.plainStringValue());
    }
}
