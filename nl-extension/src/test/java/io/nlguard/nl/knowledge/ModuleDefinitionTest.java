package io.nlguard.nl.knowledge;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.testing.ModularCatalog;
import org.junit.jupiter.api.Test;

class ModuleDefinitionTest {

    private final Catalog erp = ModularCatalog.catalog();

    private Table table(String schema, String name) {
        return erp.table(schema, name, false).orElseThrow();
    }

    @Test
    void namesQualifiedNamesAndPrefixes() {
        ModuleDefinition spec = new ModuleDefinition("m", List.of("Invoices", "hr.orders", "tax.archive_1*", "payroll.*"),
                List.of(), List.of());
        assertTrue(spec.covers(table("sales", "invoices")), "a bare name, any schema, any case");
        assertTrue(spec.covers(table("hr", "orders")));
        assertFalse(spec.covers(table("sales", "orders")), "qualified: that schema only");
        assertTrue(spec.covers(table("tax", "archive_12")), "a prefix");
        assertFalse(spec.covers(table("tax", "archive_20")));
        assertFalse(spec.covers(table("sales", "archive_12")));
        assertTrue(spec.covers(table("payroll", "orders")), "a whole schema");
    }
}
