package io.nlguard.guard.names;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import io.nlguard.guard.scope.ColumnRef;
import io.nlguard.guard.scope.Scopes;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;

/**
 * The diagnosis of every unresolved reference of one statement: each unknown table, each column no
 * source in scope has, each qualifier that names no source. Computed once per resolution of a tree and
 * kept with its {@link Scopes}, so the rewrite passes and the lint rules that share those scopes read
 * the same diagnoses. Modelled on sqlglot's optimizer, where qualification resolves every reference
 * once and later steps read its result instead of matching names again.
 */
public final class Diagnoses {

    private final Diagnosis[] byNodeId;
    private final List<Diagnosis> all;

    private Diagnoses(Scopes scopes) {
        byNodeId = new Diagnosis[scopes.tree().size()];
        List<Diagnosis> found = new ArrayList<>();
        NameContext names = new NameContext(scopes);
        // scope says which relation names must exist: not a CTE, nor what the statement creates
        boolean[] unknownRelation = new boolean[byNodeId.length];
        scopes.unknownRelations().forEach(node -> unknownRelation[node.id()] = true);
        for (SqlNode node : scopes.tree().nodes()) {
            Diagnosis diagnosis = node.type() == NodeType.TABLE
                    ? table(names, node, unknownRelation[node.id()]) : column(names, scopes.column(node));
            if (diagnosis != null) {
                byNodeId[node.id()] = diagnosis;
                found.add(diagnosis);
            }
        }
        all = Collections.unmodifiableList(found);
    }

    /** The diagnoses of the statement whose references {@code scopes} resolved, computed on first use. */
    public static Diagnoses of(Scopes scopes) {
        return scopes.derived(Diagnoses.class, Diagnoses::new);
    }

    /** The diagnosis of a Table or Column node that did not resolve, or null. */
    public Diagnosis of(SqlNode node) {
        return byNodeId[node.id()];
    }

    /** Every diagnosis, in source order. */
    public List<Diagnosis> all() {
        return all;
    }

    private static Diagnosis table(NameContext names, SqlNode node, boolean unknownRelation) {
        return unknownRelation && node.name() != null && names.judges() ? TableDiagnoser.diagnose(names, node) : null;
    }

    /** Every column reference the scopes resolved (whatever its node type) that did not resolve. */
    private static Diagnosis column(NameContext names, ColumnRef ref) {
        if (ref == null || ref.node().name() == null) {
            return null;
        }
        return switch (ref.status()) {
            case UNKNOWN_COLUMN -> ColumnDiagnoser.diagnose(names, ref);
            case UNKNOWN_QUALIFIER -> QualifierDiagnoser.diagnose(names, ref);
            default -> null;
        };
    }
}
