package io.nlguard.compare.instances;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.TableName;

/** Tables come after the tables they reference; cycles are broken at nullable foreign keys. */
class FillOrderTest {

    private static TableName name(String table) {
        return new TableName("public", table);
    }

    private static ColumnSpec column(String name, boolean nullable) {
        return new ColumnSpec(name, "integer", "int4", TypeFamily.INTEGER, nullable, null, null, null, List.of());
    }

    private static ForeignKey fk(String from, String column, String to) {
        return new ForeignKey(name(from), List.of(column), name(to), List.of("id"));
    }

    private static TableSpec table(String table, List<ColumnSpec> columns, List<ForeignKey> fks) {
        return new TableSpec(name(table), columns, List.of(List.of("id")), fks);
    }

    @Test
    void referencedTablesComeFirst() {
        TableSpec link = table("link", List.of(column("id", false), column("a", false), column("b", false)),
                List.of(fk("link", "a", "a"), fk("link", "b", "b")));
        TableSpec a = table("a", List.of(column("id", false)), List.of());
        TableSpec b = table("b", List.of(column("id", false), column("a", true)), List.of(fk("b", "a", "a")));
        FillOrder order = FillOrder.of(List.of(link, b, a));
        assertEquals(List.of("a", "b", "link"), order.tables().stream().map(t -> t.name().name()).toList());
        assertTrue(order.deferred().isEmpty());
        assertNull(order.problem());
    }

    @Test
    void aNullableSelfReferenceAndOneNullableEdgeOfACycleAreDeferred() {
        ForeignKey manager = fk("employee", "manager", "employee");
        ForeignKey department = fk("employee", "dept", "department");
        ForeignKey head = fk("department", "head", "employee");
        TableSpec employee = table("employee", List.of(column("id", false), column("manager", true),
                column("dept", false)), List.of(manager, department));
        TableSpec dept = table("department", List.of(column("id", false), column("head", true)), List.of(head));
        FillOrder order = FillOrder.of(List.of(employee, dept));
        assertEquals(Set.of(manager, head), order.deferred());
        assertEquals(List.of("department", "employee"), order.tables().stream().map(t -> t.name().name()).toList());
        assertNull(order.problem());
    }

    @Test
    void aCycleOfNotNullKeysIsAProblem() {
        TableSpec x = table("x", List.of(column("id", false), column("y", false)), List.of(fk("x", "y", "y")));
        TableSpec y = table("y", List.of(column("id", false), column("x", false)), List.of(fk("y", "x", "x")));
        FillOrder order = FillOrder.of(List.of(x, y));
        assertNotNull(order.problem());
        assertEquals(2, order.tables().size());
    }
}
