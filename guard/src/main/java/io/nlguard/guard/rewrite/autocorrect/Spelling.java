package io.nlguard.guard.rewrite.autocorrect;

import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.sql.Identifiers;
import io.nlguard.guard.sql.SqlNode;

/** How the autocorrect passes write a name into the query's text. */
final class Spelling {

    private Spelling() {
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
}
