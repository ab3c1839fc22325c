package io.nlguard.model.label;

import java.util.Locale;
import java.util.Objects;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * Whether a generated node and a gold node are the same node, looking at the two nodes only (their
 * children are {@link RecursiveEquivalence}'s business): the paper's "Semantic Equivalence Criteria"
 * (section 3.1), type errors and content errors.
 */
final class SemanticEquivalence {

    /** How two nodes match locally. */
    enum Match {
        NONE,
        /** Same type and content. */
        SAME,
        /** An anti-symmetric operator pair ({@code >} and {@code <}): equivalent with the operands swapped. */
        MIRRORED
    }

    private final AliasMap genAliases;
    private final AliasMap goldAliases;

    SemanticEquivalence(AliasMap genAliases, AliasMap goldAliases) {
        this.genAliases = genAliases;
        this.goldAliases = goldAliases;
    }

    Match match(SqlNode gen, SqlNode gold) {
        if (gen.type() != gold.type()) {
            return mirror(gen.type()) == gold.type() ? Match.MIRRORED : Match.NONE;
        }
        return sameContent(gen, gold) ? Match.SAME : Match.NONE;
    }

    private static NodeType mirror(NodeType type) {
        return switch (type) {
            case GT -> NodeType.LT;
            case LT -> NodeType.GT;
            case GTE -> NodeType.LTE;
            case LTE -> NodeType.GTE;
            default -> null;
        };
    }

    private boolean sameContent(SqlNode gen, SqlNode gold) {
        return switch (gen.type()) {
            case COLUMN -> NodeKinds.nameKey(gen).equals(NodeKinds.nameKey(gold))
                    && qualifiersMatch(gen.child(Role.QUALIFIER), gold.child(Role.QUALIFIER));
            case STAR -> qualifiersMatch(gen.child(Role.QUALIFIER), gold.child(Role.QUALIFIER));
            case TABLE -> NodeKinds.nameKey(gen).equals(NodeKinds.nameKey(gold)) && schemasMatch(gen, gold);
            case IDENTIFIER -> identifiersMatch(gen, gold);
            case CTE -> NodeKinds.nameKey(gen).equals(NodeKinds.nameKey(gold));
            // values compare exactly; a string '1' and a number 1 share the value PostgreSQL compares
            case LITERAL, PLACEHOLDER, NULL, BOOLEAN -> Objects.equals(gen.name(), gold.name());
            case JOIN -> NodeKinds.joinKind(gen).equals(NodeKinds.joinKind(gold));
            case NEQ -> inequalityKind(gen).equals(inequalityKind(gold));
            case ANY -> quantifier(gen).equals(quantifier(gold));
            // keywords that change the meaning: function name, ASC/DESC, UNION ALL, DISTINCT ON, LATERAL...
            case FUNCTION, AGGREGATE, ORDERED, DISTINCT, UNION, INTERSECT, EXCEPT, INTERVAL, DATA_TYPE,
                 BITWISE, REGEX, SUBQUERY, OTHER, CREATE, ALTER, DROP, TRUNCATE, COMMAND -> keyword(gen).equals(keyword(gold));
            // containers and operators whose name is only their spelling (CAST vs ::, LIMIT vs FETCH)
            default -> true;
        };
    }

    /**
     * Either side unqualified is tolerated. When both qualifiers resolve, they must name the same base
     * table in their own tree (so {@code T1} naming different tables is a mismatch however it is
     * spelled); otherwise the paper's direct match of the names decides.
     */
    private boolean qualifiersMatch(SqlNode genQualifier, SqlNode goldQualifier) {
        if (genQualifier == null || goldQualifier == null) {
            return true;
        }
        String genTarget = genAliases.resolve(genQualifier);
        String goldTarget = goldAliases.resolve(goldQualifier);
        if (genTarget != null && goldTarget != null) {
            return genTarget.equals(goldTarget);
        }
        return NodeKinds.nameKey(genQualifier).equals(NodeKinds.nameKey(goldQualifier));
    }

    private static boolean schemasMatch(SqlNode gen, SqlNode gold) {
        SqlNode genSchema = gen.child(Role.SCHEMA);
        SqlNode goldSchema = gold.child(Role.SCHEMA);
        return genSchema == null || goldSchema == null || NodeKinds.nameKey(genSchema).equals(NodeKinds.nameKey(goldSchema));
    }

    /**
     * Alias names may differ ("will not trigger content errors"), so any alias name matches any other
     * and nothing else; qualifiers match as in a column; other identifiers by folded name.
     */
    private boolean identifiersMatch(SqlNode gen, SqlNode gold) {
        boolean genAlias = NodeKinds.isAliasName(gen);
        if (genAlias || NodeKinds.isAliasName(gold)) {
            return genAlias == NodeKinds.isAliasName(gold);
        }
        if (NodeKinds.isQualifier(gen) && NodeKinds.isQualifier(gold)) {
            return qualifiersMatch(gen, gold);
        }
        return NodeKinds.nameKey(gen).equals(NodeKinds.nameKey(gold));
    }

    private static String keyword(SqlNode node) {
        return node.name() == null ? "" : node.name().toUpperCase(Locale.ROOT);
    }

    /** {@code <>} and {@code !=} are one operator; IS [NOT] DISTINCT FROM (also typed NEQ) are others. */
    private static String inequalityKind(SqlNode neq) {
        String name = keyword(neq);
        return name.contains("DISTINCT") ? name : "<>";
    }

    private static String quantifier(SqlNode any) {
        String name = keyword(any);
        return name.equals("SOME") ? "ANY" : name;
    }
}
