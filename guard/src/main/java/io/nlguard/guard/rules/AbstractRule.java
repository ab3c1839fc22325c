package io.nlguard.guard.rules;

/**
 * What every built-in rule shares: an id of the form {@code <category>.<name>}, a category, a default
 * severity and the summary the README's rule table shows.
 */
public abstract class AbstractRule implements Rule {

    private final String id;
    private final RuleCategory category;
    private final Severity defaultSeverity;
    private final String summary;

    protected AbstractRule(RuleCategory category, String name, Severity defaultSeverity, String summary) {
        this.id = category.name().toLowerCase(java.util.Locale.ROOT) + "." + name;
        this.category = category;
        this.defaultSeverity = defaultSeverity;
        this.summary = summary;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final RuleCategory category() {
        return category;
    }

    @Override
    public final Severity defaultSeverity() {
        return defaultSeverity;
    }

    @Override
    public final String summary() {
        return summary;
    }

    @Override
    public String toString() {
        return id;
    }
}
