package io.nlguard.guard.rules.lint;

import java.util.List;

import io.nlguard.guard.rules.Rule;

/** The lint rules, in the fixed order they run and are documented in. */
public final class LintRules {

    private static final List<Rule> ALL = List.of(
            new UnknownTable(),
            new UnknownColumn(),
            new UnknownQualifier(),
            new AmbiguousColumn(),
            new UngroupedColumn(),
            new HavingWithoutGroupBy(),
            new ImplicitCrossJoin(),
            new NullComparison(),
            new LimitWithoutOrderBy(),
            new TypeMismatch(),
            new JoinNotOnKey(),
            new DistinctWithGroupBy(),
            new SetOperationColumnCount());

    private LintRules() {
    }

    /** Every lint rule; rules are stateless, so the same instances serve every thread. */
    public static List<Rule> all() {
        return ALL;
    }
}
