package io.nlguard.guard.rewrite.autocorrect;

import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.PgNames;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.sql.Identifiers;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/** How the autocorrect passes write names: catalog names the way PostgreSQL needs them, aliases as the query wrote them. */
final class Spelling {

    private Spelling() {
    }

    /**
     * A catalog name as SQL text ({@code cdscode}, {@code "Free Meal Count (K-12)"}, {@code "order"}, {@code "mtgoCode"}):
     * the catalog holds names as the database stores them, so a name that is not its own lower case was
     * created quoted and stays quoted as it is.
     */
    static String catalogName(String name) {
        return PgNames.spell(name);
    }

    /** A table in a hint: its name, schema-qualified when an unqualified name would not find it. */
    static String table(Catalog catalog, Table table) {
        String name = catalogName(table.name().name());
        if (catalog.table(table.name().name()).orElse(null) == table || table.name().schema() == null) {
            return name;
        }
        return catalogName(table.name().schema()) + "." + name;
    }

    /** The name columns of {@code source} are qualified with, spelled as the query wrote it ({@code T1}, {@code "My Alias"}). */
    static String qualifier(Source source) {
        SqlNode alias = source.node().child(NodeType.TABLE_ALIAS);
        if (alias != null && alias.name() != null) {
            SqlNode written = alias.child(Role.THIS);
            return written != null && written.quoted() ? quote(alias.name()) : alias.name();
        }
        SqlNode name = source.node().child(Role.THIS);
        if (name != null && name.name() != null) {
            return name.quoted() ? quote(name.name()) : name.name();
        }
        return source.alias();
    }

    /**
     * Replaces an identifier node's text (a column's name, a qualifier, a table's name) after checking
     * that its span holds exactly that identifier (declines the owner node otherwise); notes the edit in {@code edits}.
     */
    static boolean replaceIdentifier(PassContext context, RoundEdits edits, SqlNode identifier, SqlNode owner,
                                     String replacement, double confidence, String reason) {
        String text = identifier == null ? null : context.text(identifier);
        if (text == null || !Identifiers.unquote(text).equals(identifier.name())) {
            context.decline(owner, "its name's position in the text is not known exactly");
            return false;
        }
        int start = context.tree().startOffset(identifier);
        if (!context.replace(start, context.tree().endOffset(identifier), replacement, owner, confidence, reason)) {
            return false;
        }
        edits.add(context, identifier);
        return true;
    }

    private static String quote(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }
}
