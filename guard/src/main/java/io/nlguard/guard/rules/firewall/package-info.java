/**
 * The firewall rules: checks that protect the database from what a statement would do (stacked
 * statements, injection shapes, server-side file and program access, privilege changes, writes under
 * read-only, table policy). Rules that must also judge strings the parser rejects read
 * {@link io.nlguard.guard.rules.RuleContext#tokens()}; {@link io.nlguard.guard.rules.firewall.FirewallRules#all()}
 * lists them all.
 */
package io.nlguard.guard.rules.firewall;
