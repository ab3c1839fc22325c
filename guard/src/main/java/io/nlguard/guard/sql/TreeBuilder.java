package io.nlguard.guard.sql;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.ParenthesedStatement;
import net.sf.jsqlparser.statement.ReturningClause;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.delete.ParenthesedDelete;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.insert.ParenthesedInsert;
import net.sf.jsqlparser.statement.merge.Merge;
import net.sf.jsqlparser.statement.select.Distinct;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.GroupByElement;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.Limit;
import net.sf.jsqlparser.statement.select.Offset;
import net.sf.jsqlparser.statement.select.OrderByElement;
import net.sf.jsqlparser.statement.select.ParenthesedFromItem;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.select.SetOperation;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.statement.select.TableFunction;
import net.sf.jsqlparser.statement.select.TableStatement;
import net.sf.jsqlparser.statement.select.Values;
import net.sf.jsqlparser.statement.select.WithItem;
import net.sf.jsqlparser.statement.update.ParenthesedUpdate;
import net.sf.jsqlparser.statement.update.Update;
import net.sf.jsqlparser.statement.update.UpdateSet;

/**
 * Turns one JSqlParser statement into a {@link SqlTree}: statements, queries, clauses and FROM items
 * here; expressions in {@link ExpressionBuilder}. The shapes follow sqlglot's: a Select holds its
 * projections, then From, Join..., Where, Group, Having, Order, Limit, Offset; a Column holds the
 * Identifier of its name and, when qualified, the Identifier of its qualifier.
 */
public final class TreeBuilder {

    private final NodeFactory nodes = new NodeFactory();
    private final ExpressionBuilder expressions = new ExpressionBuilder(this, nodes);

    /**
     * Builds the tree of {@code statement}; {@code sql} is the text its positions refer to.
     *
     * @throws UnsupportedConstruct when the statement holds something the tree cannot represent
     */
    public static SqlTree build(String sql, Statement statement) {
        TreeBuilder builder = new TreeBuilder();
        try {
            SqlNode root = builder.statement(statement);
            Positions.fillMissing(root);
            return new SqlTree(sql, root);
        } catch (UnsupportedConstruct e) {
            throw e;
        } catch (RuntimeException e) {
            // a shape of the parser's objects the builder does not expect: report where, not Java's words
            throw UnsupportedConstruct.unexpected(statement, builder.nodes.lastPositioned(), e);
        }
    }

    private SqlNode statement(Statement statement) {
        if (statement instanceof Select select) {
            return query(select, Role.THIS);
        }
        if (statement instanceof Insert insert) {
            return insert(insert, Role.THIS);
        }
        if (statement instanceof Update update) {
            return update(update, Role.THIS);
        }
        if (statement instanceof Delete delete) {
            return delete(delete, Role.THIS);
        }
        if (statement instanceof Merge merge) {
            SqlNode node = nodes.named(NodeType.MERGE, Role.THIS, "MERGE", merge);
            with(node, merge.getWithItemsList());
            node.add(table(merge.getTable(), Role.TARGET));
            if (merge.getFromItem() != null) {
                // USING names what the MERGE reads: a FROM item, so scopes and table rules see it
                SqlNode using = node.add(nodes.named(NodeType.FROM, Role.CLAUSE, "USING", null));
                using.add(fromItem(merge.getFromItem(), Role.THIS));
            }
            return node;
        }
        return StatementKinds.otherStatement(statement, nodes, this);
    }

    // queries

    SqlNode query(Select select, Role role) {
        if (select instanceof ParenthesedSelect parenthesed) {
            // LATERAL subqueries may see the FROM items before them; scope resolution needs to know
            SqlNode sub = parenthesed instanceof net.sf.jsqlparser.statement.select.LateralSubSelect
                    ? nodes.named(NodeType.SUBQUERY, role, "LATERAL", parenthesed)
                    : nodes.node(NodeType.SUBQUERY, role, parenthesed);
            sub.add(query(parenthesed.getSelect(), Role.QUERY));
            alias(sub, parenthesed.getAlias());
            return sub;
        }
        SqlNode node;
        if (select instanceof PlainSelect plain) {
            node = plainSelect(plain, role);
        } else if (select instanceof SetOperationList setOperations) {
            node = setOperations(setOperations, role);
        } else if (select instanceof Values values) {
            node = nodes.node(NodeType.VALUES, role, values);
            expressions.items(node, values.getExpressions());
            alias(node, values.getAlias());
        } else if (select instanceof TableStatement table) {
            // TABLE t reads like SELECT * FROM t: its table is a FROM item, so scopes and table rules see it
            node = nodes.named(NodeType.OTHER, role, "TABLE", table);
            SqlNode from = node.add(nodes.node(NodeType.FROM, Role.CLAUSE, null));
            from.add(table(table.getTable(), Role.THIS));
        } else {
            node = nodes.named(NodeType.OTHER, role, select.getClass().getSimpleName(), select);
        }
        with(node, select.getWithItemsList());
        if (!(select instanceof PlainSelect)) {
            orderLimitOffset(node, select);
        }
        return node;
    }

    private SqlNode plainSelect(PlainSelect select, Role role) {
        SqlNode node = nodes.node(NodeType.SELECT, role, select);
        distinct(node, select.getDistinct());
        if (select.getTop() != null) {
            SqlNode limit = node.add(nodes.named(NodeType.LIMIT, Role.CLAUSE, "TOP", select.getTop()));
            limit.add(expressions.expression(select.getTop().getExpression(), Role.THIS));
        }
        for (SelectItem<?> item : select.getSelectItems()) {
            node.add(selectItem(item));
        }
        into(node, select);
        if (select.getFromItem() != null) {
            SqlNode from = node.add(nodes.node(NodeType.FROM, Role.CLAUSE, null));
            from.add(fromItem(select.getFromItem(), Role.THIS));
        }
        joins(node, select.getJoins());
        clause(node, NodeType.WHERE, select.getWhere());
        GroupByElement groupBy = select.getGroupBy();
        if (groupBy != null) {
            SqlNode group = node.add(nodes.node(NodeType.GROUP, Role.CLAUSE, groupBy));
            expressions.items(group, groupBy.getGroupByExpressionList());
        }
        clause(node, NodeType.HAVING, select.getHaving());
        orderLimitOffset(node, select);
        return node;
    }

    private SqlNode setOperations(SetOperationList list, Role role) {
        List<Select> selects = list.getSelects();
        SqlNode left = query(selects.get(0), Role.THIS);
        for (int i = 1; i < selects.size(); i++) {
            SetOperation operation = list.getOperations().get(i - 1);
            String name = operation.toString().trim().toUpperCase(Locale.ROOT);
            NodeType type = name.startsWith("UNION") ? NodeType.UNION
                    : name.startsWith("INTERSECT") ? NodeType.INTERSECT : NodeType.EXCEPT;
            SqlNode combined = nodes.named(type, i == selects.size() - 1 ? role : Role.THIS, name, list);
            combined.add(left);
            combined.add(query(selects.get(i), Role.EXPRESSION));
            left = combined;
        }
        return left;
    }

    private void with(SqlNode node, List<WithItem<?>> withItems) {
        if (withItems == null || withItems.isEmpty()) {
            return;
        }
        SqlNode with = nodes.node(NodeType.WITH, Role.CLAUSE, null);
        for (WithItem<?> item : withItems) {
            SqlNode cte = with.add(nodes.identifier(NodeType.CTE, Role.ITEM, item.getAliasName(), item));
            SqlNode alias = cte.add(nodes.named(NodeType.TABLE_ALIAS, Role.ALIAS, Identifiers.unquote(item.getAliasName()), item.getAlias()));
            alias.add(nodes.identifier(NodeType.IDENTIFIER, Role.THIS, item.getAliasName(), item.getAlias()));
            if (item.getWithItemList() != null) {
                for (SelectItem<?> column : item.getWithItemList()) {
                    alias.add(nodes.identifier(NodeType.IDENTIFIER, Role.COLUMNS, column.toString(), column));
                }
            }
            cte.add(cteBody(item));
        }
        // WITH comes first, as in the source text
        node.insertFirst(with);
    }

    /**
     * What a CTE names: a query, or (PostgreSQL's data-modifying WITH) an INSERT, UPDATE or DELETE whose
     * RETURNING rows it holds. WithItem.getSelect() casts to a query, so the statement is looked at first.
     */
    private SqlNode cteBody(WithItem<?> item) {
        ParenthesedStatement body = item.getStatement();
        if (body == null) {
            return null;
        }
        if (body instanceof ParenthesedSelect select) {
            return query(select.getSelect(), Role.QUERY);
        }
        if (body instanceof ParenthesedInsert insert) {
            return insert(insert.getInsert(), Role.QUERY);
        }
        if (body instanceof ParenthesedUpdate update) {
            return update(update.getUpdate(), Role.QUERY);
        }
        if (body instanceof ParenthesedDelete delete) {
            return delete(delete.getDelete(), Role.QUERY);
        }
        SqlNode unknown = nodes.node(NodeType.OTHER, Role.QUERY, body);
        throw new UnsupportedConstruct("the statement inside the WITH query " + item.getAliasName(),
                unknown.line() > 0 ? unknown : null, null);
    }

    /** SELECT ... INTO: PostgreSQL creates the table named there (TEMP and UNLOGGED: see SelectIntoOptions). */
    private void into(SqlNode select, PlainSelect plain) {
        List<Table> targets = new ArrayList<>();
        if (plain.getIntoTables() != null) {
            targets.addAll(plain.getIntoTables());
        }
        if (plain.getIntoTempTable() != null) {
            targets.add(plain.getIntoTempTable());
        }
        if (targets.isEmpty()) {
            return;
        }
        SqlNode into = select.add(nodes.node(NodeType.INTO, Role.CLAUSE, null));
        for (Table target : targets) {
            into.add(table(target, Role.TARGET));
        }
    }

    private void distinct(SqlNode node, Distinct distinct) {
        if (distinct == null) {
            return;
        }
        SqlNode d = node.add(nodes.named(NodeType.DISTINCT, Role.CLAUSE, distinct.getOnSelectItems() == null ? "DISTINCT" : "DISTINCT ON", distinct));
        if (distinct.getOnSelectItems() != null) {
            for (SelectItem<?> item : distinct.getOnSelectItems()) {
                d.add(expressions.expression(item.getExpression(), Role.ITEM));
            }
        }
    }

    private SqlNode selectItem(SelectItem<?> item) {
        SqlNode expression = expressions.expression(item.getExpression(), Role.ITEM);
        if (item.getAlias() == null) {
            return expression;
        }
        SqlNode alias = nodes.named(NodeType.ALIAS, Role.ITEM, Identifiers.unquote(item.getAlias().getName()), item);
        alias.add(expression);
        alias.add(nodes.identifier(NodeType.IDENTIFIER, Role.ALIAS, item.getAlias().getName(), item.getAlias()));
        return alias;
    }

    private void orderLimitOffset(SqlNode node, Select select) {
        List<OrderByElement> order = select.getOrderByElements();
        if (order != null && !order.isEmpty()) {
            node.add(order(order));
        }
        Limit limit = select.getLimit();
        if (limit != null && (limit.getRowCount() != null || limit.getOffset() != null || limit.isLimitAll())) {
            SqlNode l = node.add(nodes.named(NodeType.LIMIT, Role.CLAUSE, limit.isLimitAll() ? "ALL" : null, limit));
            if (limit.getRowCount() != null) {
                l.add(expressions.expression(limit.getRowCount(), Role.THIS));
            }
            if (limit.getOffset() != null) {
                // MySQL's LIMIT offset, count
                l.add(expressions.expression(limit.getOffset(), Role.EXPRESSION));
            }
        }
        Offset offset = select.getOffset();
        if (offset != null && offset.getOffset() != null) {
            SqlNode o = node.add(nodes.node(NodeType.OFFSET, Role.CLAUSE, offset));
            o.add(expressions.expression(offset.getOffset(), Role.THIS));
        }
        if (select.getFetch() != null && select.getFetch().getExpression() != null) {
            SqlNode f = node.add(nodes.named(NodeType.LIMIT, Role.CLAUSE, "FETCH", select.getFetch()));
            f.add(expressions.expression(select.getFetch().getExpression(), Role.THIS));
        }
    }

    SqlNode order(List<OrderByElement> elements) {
        SqlNode order = nodes.node(NodeType.ORDER, Role.CLAUSE, null);
        for (OrderByElement element : elements) {
            SqlNode ordered = order.add(nodes.named(NodeType.ORDERED, Role.ITEM, element.isAsc() ? "ASC" : "DESC", element));
            ordered.add(expressions.expression(element.getExpression(), Role.THIS));
        }
        return order;
    }

    private void clause(SqlNode node, NodeType type, Expression condition) {
        if (condition != null) {
            SqlNode clause = node.add(nodes.node(type, Role.CLAUSE, null));
            clause.add(expressions.expression(condition, Role.THIS));
        }
    }

    // FROM items and joins

    SqlNode fromItem(FromItem item, Role role) {
        if (item instanceof Table table) {
            return table(table, role);
        }
        if (item instanceof Select select) {
            SqlNode node = query(select, role);
            if (node.type() != NodeType.SUBQUERY) {
                // VALUES or an unparenthesised select in FROM: wrap like a derived table
                SqlNode sub = nodes.node(NodeType.SUBQUERY, role, item);
                sub.add(node);
                return sub;
            }
            return node;
        }
        if (item instanceof TableFunction function) {
            return tableFunction(function, role);
        }
        if (item instanceof ParenthesedFromItem parenthesed) {
            SqlNode paren = nodes.node(NodeType.PAREN, role, parenthesed);
            paren.add(fromItem(parenthesed.getFromItem(), Role.THIS));
            joins(paren, parenthesed.getJoins());
            alias(paren, parenthesed.getAlias());
            return paren;
        }
        SqlNode other = nodes.named(NodeType.OTHER, role, item.getClass().getSimpleName(), item);
        alias(other, item.getAlias());
        return other;
    }

    private SqlNode tableFunction(TableFunction function, Role role) {
        SqlNode node;
        if (function.getFunction() != null) {
            node = expressions.expression(function.getFunction(), role);
        } else {
            // ROWS FROM (f(...), g(...)): one source zipping the rows of several calls
            node = nodes.named(NodeType.OTHER, role, "ROWS FROM", function);
            expressions.items(node, function.getRowsFromFunctions());
        }
        alias(node, function.getAlias());
        return node;
    }

    private void joins(SqlNode node, List<Join> joins) {
        if (joins == null) {
            return;
        }
        for (Join join : joins) {
            SqlNode j = node.add(nodes.named(NodeType.JOIN, Role.CLAUSE, JoinKinds.of(join), join));
            j.add(fromItem(join.getRightItem(), Role.THIS));
            for (Expression on : join.getOnExpressions()) {
                j.add(expressions.expression(on, Role.ON));
            }
            for (Column using : join.getUsingColumns()) {
                j.add(nodes.identifier(NodeType.IDENTIFIER, Role.USING, using.getColumnName(), using));
            }
        }
    }

    SqlNode table(Table table, Role role) {
        SqlNode node = nodes.identifier(NodeType.TABLE, role, table.getName(), table);
        int line = node.line();
        int column = node.column();
        if (table.getSchemaName() != null) {
            node.add(nodes.identifierAt(Role.SCHEMA, table.getSchemaName(), line, column));
            column += table.getSchemaName().length() + 1;
        }
        node.add(nodes.identifierAt(Role.THIS, table.getName(), line, column));
        alias(node, table.getAlias());
        return node;
    }

    private void alias(SqlNode node, Alias alias) {
        if (alias == null) {
            return;
        }
        SqlNode tableAlias = node.add(nodes.named(NodeType.TABLE_ALIAS, Role.ALIAS, Identifiers.unquote(alias.getName()), alias));
        tableAlias.add(nodes.identifier(NodeType.IDENTIFIER, Role.THIS, alias.getName(), null));
        if (alias.getAliasColumns() != null) {
            for (Alias.AliasColumn column : alias.getAliasColumns()) {
                tableAlias.add(nodes.identifier(NodeType.IDENTIFIER, Role.COLUMNS, column.name, null));
            }
        }
    }

    // data-changing statements

    private SqlNode insert(Insert insert, Role role) {
        SqlNode node = nodes.named(NodeType.INSERT, role, "INSERT", insert);
        with(node, insert.getWithItemsList());
        node.add(table(insert.getTable(), Role.TARGET));
        if (insert.getColumns() != null) {
            for (Column column : insert.getColumns()) {
                node.add(expressions.expression(column, Role.COLUMNS));
            }
        }
        if (insert.getSelect() != null) {
            node.add(query(insert.getSelect(), Role.QUERY));
        }
        returning(node, insert.getReturningClause());
        return node;
    }

    private SqlNode update(Update update, Role role) {
        SqlNode node = nodes.named(NodeType.UPDATE, role, "UPDATE", update);
        with(node, update.getWithItemsList());
        node.add(table(update.getTable(), Role.TARGET));
        for (UpdateSet set : update.getUpdateSets()) {
            SqlNode item = node.add(nodes.node(NodeType.SET_ITEM, Role.ITEM, set));
            for (Column column : set.getColumns()) {
                item.add(expressions.expression(column, Role.THIS));
            }
            expressions.items(item, set.getValues(), Role.EXPRESSION);
        }
        if (update.getFromItem() != null) {
            SqlNode from = node.add(nodes.node(NodeType.FROM, Role.CLAUSE, null));
            from.add(fromItem(update.getFromItem(), Role.THIS));
        }
        joins(node, update.getJoins());
        clause(node, NodeType.WHERE, update.getWhere());
        returning(node, update.getReturningClause());
        return node;
    }

    private SqlNode delete(Delete delete, Role role) {
        SqlNode node = nodes.named(NodeType.DELETE, role, "DELETE", delete);
        with(node, delete.getWithItemsList());
        node.add(table(delete.getTable(), Role.TARGET));
        if (delete.getUsingList() != null && !delete.getUsingList().isEmpty()) {
            SqlNode from = node.add(nodes.named(NodeType.FROM, Role.CLAUSE, "USING", null));
            for (Table using : delete.getUsingList()) {
                from.add(table(using, Role.THIS));
            }
        }
        joins(node, delete.getJoins());
        clause(node, NodeType.WHERE, delete.getWhere());
        returning(node, delete.getReturningClause());
        return node;
    }

    /** RETURNING items become the clause's children as a select list's do: a data-modifying CTE's columns. */
    private void returning(SqlNode statement, ReturningClause returning) {
        if (returning == null || returning.isEmpty()) {
            return;
        }
        SqlNode clause = statement.add(nodes.node(NodeType.RETURNING, Role.CLAUSE, null));
        for (SelectItem<?> item : returning) {
            clause.add(selectItem(item));
        }
    }
}
