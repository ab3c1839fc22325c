package io.nlguard.guard.sql;

/**
 * The node vocabulary of the statement tree. The labels are those of the node-level uncertainty
 * paper (which borrows sqlglot's expression names), so labels, features and scores computed on our
 * trees line up with its tables.
 */
public enum NodeType {
    // statements
    SELECT("Select"), UNION("Union"), INTERSECT("Intersect"), EXCEPT("Except"), VALUES("Values"),
    INSERT("Insert"), UPDATE("Update"), DELETE("Delete"), MERGE("Merge"),
    CREATE("Create"), ALTER("Alter"), DROP("Drop"), TRUNCATE("TruncateTable"), COMMAND("Command"),
    // clauses
    WITH("With"), CTE("CTE"), FROM("From"), JOIN("Join"), WHERE("Where"), GROUP("Group"), HAVING("Having"),
    ORDER("Order"), ORDERED("Ordered"), LIMIT("Limit"), OFFSET("Offset"), DISTINCT("Distinct"),
    SET_ITEM("SetItem"), PARTITION("PartitionBy"),
    // references
    TABLE("Table"), TABLE_ALIAS("TableAlias"), SUBQUERY("Subquery"), COLUMN("Column"), IDENTIFIER("Identifier"),
    STAR("Star"), ALIAS("Alias"),
    // values
    LITERAL("Literal"), NULL("Null"), BOOLEAN("Boolean"), PLACEHOLDER("Placeholder"), INTERVAL("Interval"),
    // comparisons and predicates
    EQ("EQ"), NEQ("NEQ"), GT("GT"), GTE("GTE"), LT("LT"), LTE("LTE"),
    AND("And"), OR("Or"), NOT("Not"), XOR("Xor"), LIKE("Like"), ILIKE("ILike"), SIMILAR("SimilarTo"),
    REGEX("RegexpLike"), IN("In"), BETWEEN("Between"), IS("Is"), EXISTS("Exists"), ANY("Any"), PAREN("Paren"),
    // arithmetic
    ADD("Add"), SUB("Sub"), MUL("Mul"), DIV("Div"), INT_DIV("IntDiv"), MOD("Mod"), NEG("Neg"), CONCAT("DPipe"),
    BITWISE("Bitwise"),
    // calls
    FUNCTION("Anonymous"), AGGREGATE("AggFunc"), WINDOW("Window"), CASE("Case"), IF("If"), CAST("Cast"),
    DATA_TYPE("DataType"), ARRAY("Array"), TUPLE("Tuple"),
    /** A construct the tree does not model; its columns and subqueries still appear as children. */
    OTHER("Other"),
    // clauses added later, after OTHER: ordinals are the statement_kind feature's values, so none may move
    /** The rows an INSERT, UPDATE or DELETE returns: its items, as a select list's. */
    RETURNING("Returning"),
    /** {@code SELECT ... INTO t}: the table the query creates, as a TARGET child. */
    INTO("Into");

    private final String label;

    NodeType(String label) {
        this.label = label;
    }

    /** The paper's (and sqlglot's) name for this node type. */
    public String label() {
        return label;
    }

    public boolean isComparison() {
        return this == EQ || this == NEQ || this == GT || this == GTE || this == LT || this == LTE;
    }

    /** A node that is a whole query or statement: the unit a scope is built for. */
    public boolean isQuery() {
        return this == SELECT || this == UNION || this == INTERSECT || this == EXCEPT || this == VALUES;
    }

    public boolean isSetOperation() {
        return this == UNION || this == INTERSECT || this == EXCEPT;
    }

    /** Statements that change data. */
    public boolean isWrite() {
        return this == INSERT || this == UPDATE || this == DELETE || this == MERGE;
    }

    /** Statements that change the schema. */
    public boolean isDdl() {
        return this == CREATE || this == ALTER || this == DROP || this == TRUNCATE;
    }

    /** Nodes that write or create the table of their TARGET child: DML, DDL and SELECT's INTO clause. */
    public boolean writesTarget() {
        return isWrite() || isDdl() || this == INTO;
    }
}
