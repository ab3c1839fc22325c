package io.nlguard.nl.joins;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.retrieve.SchemaIndexCache;
import io.nlguard.nl.testing.CatalogBuilder;
import org.junit.jupiter.api.Test;

class JoinPlannerTest {

    /**
     * orders and warehouses both point at employees (the hub: five tables do), and are joined the right way
     * by orders → stores → regions ← warehouses, one join longer.
     */
    static final Catalog SHOP = new CatalogBuilder()
            .table("employees", "employee_id", "full_name:text")
            .table("regions", "region_id", "region_name:text")
            .table("stores", "store_id", "region_id")
            .table("orders", "order_id", "store_id", "created_by", "order_date:date")
            .table("warehouses", "warehouse_id", "region_id", "manager_id")
            .table("payroll", "payroll_id", "employee_id")
            .table("timesheets", "timesheet_id", "employee_id")
            .table("badges", "badge_id", "employee_id")
            .table("audit_log", "audit_id", "note:text")
            .table("order_lines", "order_id", "line_no", "qty")
            .key("order_lines", "order_id", "line_no")
            .table("line_notes", "note_id", "order_id", "line_no", "note:text")
            .fk("stores", "region_id", "regions", "region_id")
            .fk("orders", "store_id", "stores", "store_id")
            .fk("orders", "created_by", "employees", "employee_id")
            .fk("warehouses", "region_id", "regions", "region_id")
            .fk("warehouses", "manager_id", "employees", "employee_id")
            .fk("payroll", "employee_id", "employees", "employee_id")
            .fk("timesheets", "employee_id", "employees", "employee_id")
            .fk("badges", "employee_id", "employees", "employee_id")
            .fk("order_lines", "order_id", "orders", "order_id")
            .fk("line_notes", "order_id,line_no", "order_lines", "order_id,line_no")
            .build();

    private final JoinPlanner planner = new JoinPlanner(ForeignKeyGraph::of, 3);

    @Test
    void theShortestPathGoesThroughTheHubAndYensSecondIsTheRightOne() {
        ShortestPaths paths = new ShortestPaths(ForeignKeyGraph.of(SHOP), Set.of());
        List<JoinPath> three = paths.kShortest(t("orders"), t("warehouses"), 3);
        assertEquals("orders → employees → warehouses", three.get(0).describe());
        assertEquals("orders → stores → regions → warehouses", three.get(1).describe());
        assertEquals(2, three.size(), "only two loopless paths exist: " + three);
    }

    @Test
    void thePlannerKeepsTheHubOutOfTheMiddleAndJoinsThroughRegions() {
        JoinPlan plan = planner.plan(SHOP, List.of(t("orders"), t("warehouses")), List.of());
        assertEquals(3, plan.hubCap());
        assertEquals("""
                FROM orders
                JOIN stores ON orders.store_id = stores.store_id
                JOIN regions ON stores.region_id = regions.region_id
                JOIN warehouses ON regions.region_id = warehouses.region_id
                """, JoinPlanText.render(SHOP, plan));
        assertTrue(plan.unreachable().isEmpty());
    }

    @Test
    void yensAlternativesAreRankedByCostWhenTheHubIsAllowed() {
        // with a cap above the hub's degree, the hub is an ordinary table and its path is the shortest
        JoinPlan plan = new JoinPlanner(ForeignKeyGraph::of, 10).plan(SHOP, List.of(t("orders"), t("warehouses")),
                List.of());
        PairPaths pair = plan.pairs().get(0);
        assertEquals(List.of("orders → employees → warehouses", "orders → stores → regions → warehouses"),
                pair.paths().stream().map(JoinPath::describe).toList());
        assertEquals(List.of(2.75, 3.75), pair.costs(), "each goes up, then down to a sibling");
    }

    @Test
    void aHubIsPassedThroughWhenNothingElseJoins() {
        JoinPlan plan = planner.plan(SHOP, List.of(t("payroll"), t("badges")), List.of());
        assertEquals("""
                FROM payroll
                JOIN employees ON payroll.employee_id = employees.employee_id
                JOIN badges ON employees.employee_id = badges.employee_id
                """, JoinPlanText.render(SHOP, plan));
    }

    @Test
    void aDisconnectedTableIsSaid() {
        JoinPlan plan = planner.plan(SHOP, List.of(t("orders"), t("audit_log")), List.of());
        assertEquals(List.of(t("audit_log")), plan.unreachable());
        assertTrue(plan.skeleton().isEmpty());
        assertTrue(plan.pairs().get(0).paths().isEmpty());
        assertEquals("No foreign-key path joins audit_log to orders\n", JoinPlanText.render(SHOP, plan));
    }

    @Test
    void aCompositeKeyJoinsOnAllItsColumns() {
        JoinPlan plan = planner.plan(SHOP, List.of(t("line_notes"), t("orders")), List.of());
        assertEquals("""
                FROM line_notes
                JOIN order_lines ON line_notes.order_id = order_lines.order_id AND line_notes.line_no = order_lines.line_no
                JOIN orders ON order_lines.order_id = orders.order_id
                """, JoinPlanText.render(SHOP, plan));
    }

    @Test
    void threeTablesMakeOneTreeStartingFromTheFirst() {
        JoinPlan plan = planner.plan(SHOP, List.of(t("regions"), t("order_lines"), t("stores")), List.of());
        assertEquals(List.of("stores", "orders", "order_lines"),
                plan.skeleton().stream().map(e -> e.to().name().name()).toList());
        assertEquals(4, plan.hubCap(), "one more per required table beyond two");
    }

    @Test
    void aPathThroughTablesOutsideTheContextCostsMore() {
        JoinPath viaStores = new ShortestPaths(ForeignKeyGraph.of(SHOP), Set.of()).kShortest(t("orders"),
                t("warehouses"), 3).get(1);
        assertEquals(3.75, PathCost.of(viaStores, Set.of(t("orders"), t("warehouses"), t("stores"), t("regions")), Set.of()));
        assertEquals(4.75, PathCost.of(viaStores, Set.of(t("orders"), t("warehouses")), Set.of()));
    }

    @Test
    void aLongSkeletonIsCutForThePromptsBudget() {
        CatalogBuilder chain = new CatalogBuilder().table("t0", "id");
        List<String> names = new java.util.ArrayList<>(List.of("t0"));
        for (int i = 1; i <= 14; i++) {
            chain.table("t" + i, "id", "up").fk("t" + i, "up", "t" + (i - 1), "id");
            names.add("t" + i);
        }
        Catalog catalog = chain.build();
        List<Table> required = names.stream().map(n -> catalog.table(n).orElseThrow()).toList();
        JoinPlan plan = planner.plan(catalog, required, List.of());
        assertEquals(14, plan.skeleton().size());
        String text = JoinPlanText.render(catalog, plan);
        assertEquals(JoinPlanText.MAX_JOINS + 2, text.lines().count(), text);
        assertTrue(text.endsWith("(4 more joins not shown)\n"), text);
    }

    @Test
    void aLinkTableIsPreferredToAParentTheTwoShare() {
        // atoms and bonds both belong to a molecule; which atom is in which bond is the link table's
        Catalog catalog = new CatalogBuilder().table("molecule", "molecule_id")
                .table("atom", "atom_id", "molecule_id", "element:text").table("bond", "bond_id", "molecule_id")
                .table("connected", "atom_id", "bond_id").key("connected", "atom_id", "bond_id")
                .fk("atom", "molecule_id", "molecule", "molecule_id").fk("bond", "molecule_id", "molecule", "molecule_id")
                .fk("connected", "atom_id", "atom", "atom_id").fk("connected", "bond_id", "bond", "bond_id").build();
        JoinPlan plan = planner.plan(catalog, List.of(catalog.table("atom").orElseThrow(),
                catalog.table("bond").orElseThrow()), List.of());
        assertEquals(List.of("connected", "bond"), plan.skeleton().stream().map(e -> e.to().name().name()).toList());
        assertEquals(List.of(2.25, 2.75), plan.pairs().get(0).costs());
    }

    @Test
    void twoKeysToOneTableAreBothShown() {
        Catalog catalog = new CatalogBuilder().table("addresses", "address_id", "city:text")
                .table("orders", "order_id", "billing_address_id", "shipping_address_id")
                .fk("orders", "billing_address_id", "addresses", "address_id")
                .fk("orders", "shipping_address_id", "addresses", "address_id").build();
        JoinPlan plan = planner.plan(catalog, List.of(catalog.table("orders").orElseThrow(),
                catalog.table("addresses").orElseThrow()), List.of());
        assertEquals("""
                FROM orders
                JOIN addresses ON orders.billing_address_id = addresses.address_id
                Or from orders to addresses: JOIN addresses ON orders.shipping_address_id = addresses.address_id
                """, JoinPlanText.render(catalog, plan));
    }

    @Test
    void oneGraphPerCatalogSnapshotInItsSchemaIndex() {
        SchemaIndexCache indexes = new SchemaIndexCache(4);
        assertSame(indexes.of(SHOP).foreignKeys(), indexes.of(SHOP).foreignKeys());
        assertEquals(5, indexes.of(SHOP).foreignKeys().degree(t("employees")));
        assertEquals(5, indexes.of(SHOP).foreignKeys().neighbours(t("employees")).size());
    }

    private static Table t(String name) {
        return SHOP.table(name).orElseThrow();
    }
}
