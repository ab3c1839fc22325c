package io.nlguard.nl.route;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import io.nlguard.nl.knowledge.ModuleDefinition;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.nl.testing.ModularCatalog;
import io.nlguard.nl.testing.ShopCatalog;
import org.junit.jupiter.api.Test;

class ModulesTest {

    private final Catalog erp = ModularCatalog.catalog();

    @Test
    void withoutKnowledgeTheSchemasAreTheModulesNamedByTheirWords() {
        List<Module> modules = Modules.of(erp, Map.of());
        assertEquals(ModularCatalog.SCHEMAS.size(), modules.size());
        Module hr = modules.get(ModularCatalog.SCHEMAS.indexOf("hr"));
        assertEquals("hr", hr.name());
        assertEquals(List.of("hr"), hr.keywords());
        assertEquals(ModularCatalog.TABLES_PER_SCHEMA, hr.tables().size());
        assertTrue(hr.tables().stream().allMatch(t -> t.name().schema().equals("hr")));
    }

    @Test
    void aCatalogOfOneSchemaHasNoModules() {
        assertEquals(List.of(), Modules.of(ShopCatalog.catalog(), Map.of()));
    }

    @Test
    void knowledgeGivesNamedGroupsAndDropsThoseMatchingNoTable() {
        Map<String, ModuleDefinition> knowledge = new LinkedHashMap<>();
        knowledge.put("money", new ModuleDefinition("money", List.of("finance.*", "ledger.*", "treasury.payments"), List.of(), List.of("cash")));
        knowledge.put("ghost", new ModuleDefinition("ghost", List.of("nowhere.*"), List.of(), List.of("boo")));
        List<Module> modules = Modules.of(erp, knowledge);
        assertEquals(1, modules.size());
        assertEquals(2 * ModularCatalog.TABLES_PER_SCHEMA + 1, modules.get(0).tables().size());
        assertEquals(List.of("cash"), modules.get(0).keywords());
    }
}
