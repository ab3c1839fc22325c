package io.nlguard.guard.rewrite.autocorrect;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rewrite.autocorrect.NameCandidates.Candidate;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scope;
import io.nlguard.guard.scope.Source;
import io.nlguard.guard.scope.TableSource;
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
 * naming the candidates, when none is sure.
 */
public final class TableAutocorrect extends AbstractPass {

    static final String ID = "autocorrect.table";

    public TableAutocorrect() {
        super(ID, RewriteStage.AUTOCORRECT,
                "A misspelled table → the closest table of the schema, when the match is sure");
    }

    @Override
    public void apply(PassContext context) {
        Catalog catalog = context.catalog();
        if (!catalog.isAvailable() || catalog.isEmpty()) {
            return;
        }
        RoundEdits edits = new RoundEdits();
        Map<SqlNode, String> declines = new LinkedHashMap<>();
        // what scope calls unknown: not a CTE, nor what the statement creates, nor a DROP ... IF EXISTS
        for (SqlNode node : context.scopes().unknownRelations()) {
            if (context.scopes().sourceOf(node) instanceof TableSource source && node.name() != null) {
                correct(context, catalog, node, source, edits, declines);
            }
        }
        declines.forEach((node, reason) -> {
            if (!edits.shifts(context, node)) {
                context.decline(node, reason);
            }
        });
    }

    private static void correct(PassContext context, Catalog catalog, SqlNode node, TableSource source, RoundEdits edits,
                                Map<SqlNode, String> declines) {
        SqlNode schemaNode = node.child(Role.SCHEMA);
        String schema = schemaNode == null ? null : schemaNode.name();
        List<String> names = new ArrayList<>();
        for (Table table : catalog.tables()) {
            if (visible(catalog, schema, table) && !names.contains(table.name().name())) {
                names.add(table.name().name());
            }
        }
        List<Candidate> ranked = NameCandidates.rank(node.name(), names, null);
        Candidate best = NameCandidates.confident(ranked);
        String what = "no table or view " + node.name() + " in " + (schema == null ? "the schema" : "schema " + schema);
        if (best == null) {
            declines.put(node, ranked.isEmpty() ? what + ", nor one with a similar name"
                    : what + "; not sure which was meant: " + NameCandidates.describe(ranked, 3));
            return;
        }
        String spelled = Spelling.catalogName(best.name());
        String reason = what + (best.score() >= 1.0 ? "; a quoted name must match case exactly, and the table is " + best.name()
                : "; the closest is " + best.describe() + (ranked.size() > 1 ? ", next " + ranked.get(1).describe() : ""));
        if (Spelling.replaceIdentifier(context, edits, node.child(Role.THIS), node, spelled, best.score(), reason)
                && node.child(NodeType.TABLE_ALIAS) == null) {
            requalify(context, source, spelled, reason, edits);
        }
    }

    /** Columns and {@code t.*} qualified with the table's old name now name it by the new one. */
    private static void requalify(PassContext context, TableSource source, String spelled, String reason, RoundEdits edits) {
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
        return UnknownColumns.visible(scope).contains(source);
    }

    private static boolean visible(Catalog catalog, String schema, Table table) {
        String tableSchema = table.name().schema();
        if (schema != null) {
            return schema.equalsIgnoreCase(tableSchema);
        }
        return tableSchema == null || catalog.searchPath().stream().anyMatch(s -> s.equalsIgnoreCase(tableSchema));
    }
}
