package io.nlguard.guard.rewrite.autocorrect;

import io.nlguard.guard.names.Diagnosis;
import io.nlguard.guard.names.Diagnosis.Rename;
import io.nlguard.guard.names.Diagnosis.Subject;
import io.nlguard.guard.names.NameCandidates;
import io.nlguard.guard.names.PgNames;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * A table the catalog does not know → the catalog table it most likely meant ({@code "Match"} →
 * {@code match}, {@code singers} → {@code singer}), scored by {@link NameCandidates} among the tables of
 * the schema it names (unqualified: the search path) and used only when sure and well ahead of the
 * runner-up. Only the name changes; its alias stays. When the table has no alias, the columns qualified
 * with its old name are requalified with the new one, so that they still find it.
 *
 * <p>Leaves alone CTE names, system relations and anything when the catalog is empty or unknown; declines,
 * with the diagnosis's words, when none is sure (naming the candidates, or the schema that has the table).
 */
public final class TableAutocorrect extends DiagnosisPass {

    static final String ID = "autocorrect.table";

    public TableAutocorrect() {
        super(ID, "A misspelled table → the closest table of the schema, when the match is sure");
    }

    @Override
    boolean owns(Diagnosis diagnosis) {
        return diagnosis.subject() == Subject.TABLE;
    }

    @Override
    void fix(PassContext context, Diagnosis diagnosis, RoundEdits edits) {
        SqlNode node = diagnosis.node();
        String spelled = PgNames.spell(((Rename) diagnosis.fix()).name());
        if (Spelling.replaceIdentifier(context, edits, node.child(Role.THIS), node, spelled, diagnosis.fix().confidence(),
                diagnosis.reason()) && node.child(NodeType.TABLE_ALIAS) == null) {
            requalify(context, context.scopes().sourceOf(node), spelled, diagnosis.reason(), edits);
        }
    }

    /** Columns and {@code t.*} qualified with the table's old name now name it by the new one. */
    private static void requalify(PassContext context, Source source, String spelled, String reason, RoundEdits edits) {
        for (ColumnRef ref : context.scopes().columns()) {
            SqlNode qualifier = ref.node().child(Role.QUALIFIER);
            if (ref.source() == source && qualifier != null && ref.node().child(Role.SCHEMA) == null) {
                Spelling.replaceIdentifier(context, edits, qualifier, ref.node(), spelled, 1.0, reason);
            }
        }
        for (SqlNode star : context.tree().nodesOf(NodeType.STAR)) {
            SqlNode qualifier = star.child(Role.QUALIFIER);
            if (qualifier != null && qualifier.name() != null && qualifier.name().equalsIgnoreCase(source.alias())
                    && sees(context.scopes().scopeOf(star), source)) {
                Spelling.replaceIdentifier(context, edits, qualifier, star, spelled, 1.0, reason);
            }
        }
    }

    private static boolean sees(Scope scope, Source source) {
        for (Scope s = scope; s != null; s = s.outer()) {
            if (s.sources().contains(source)) {
                return true;
            }
        }
        return false;
    }
}
