package io.nlguard.guard.features;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/** The part of its query a node sits in; nested queries start over. */
enum Clause {
    SELECT_LIST("select_list", "select list (or DISTINCT)"),
    FROM("from", "FROM list (or the target table of UPDATE / DELETE)"),
    JOIN("join", "JOIN items and their conditions"),
    WHERE("where", "WHERE clause"),
    GROUP_BY("group_by", "GROUP BY clause"),
    HAVING("having", "HAVING clause"),
    ORDER_BY("order_by", "ORDER BY clause"),
    LIMIT("limit", "LIMIT or OFFSET clause"),
    WITH("with", "WITH clause"),
    SET("set", "SET list of an UPDATE"),
    OTHER("other_clause", "other parts (VALUES, INSERT column list...)");

    private final String featureName;
    private final String description;

    Clause(String featureName, String description) {
        this.featureName = featureName;
        this.description = description;
    }

    /** What the clause is, for the feature's meaning. */
    String description() {
        return description;
    }

    /** The suffix of the clause's one-hot feature: {@code in_where}. */
    String featureName() {
        return featureName;
    }

    /** The clause a direct child of a query node opens. */
    static Clause opened(SqlNode child, SqlNode query) {
        return switch (child.type()) {
            case FROM -> FROM;
            case JOIN -> JOIN;
            case WHERE -> WHERE;
            case GROUP -> GROUP_BY;
            case HAVING -> HAVING;
            case ORDER -> ORDER_BY;
            case LIMIT, OFFSET -> LIMIT;
            case WITH -> WITH;
            case DISTINCT -> SELECT_LIST;
            case SET_ITEM -> SET;
            default -> child.role() == Role.TARGET ? FROM
                    : child.role() == Role.ITEM && query.type() == NodeType.SELECT ? SELECT_LIST : OTHER;
        };
    }
}
