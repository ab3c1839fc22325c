package io.nlguard.nl.retrieve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

import org.junit.jupiter.api.Test;

import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.guard.nl.NlTarget;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.CatalogLoader;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.testing.NoTarget;
import io.nlguard.nl.testing.ReadOnlySessionTarget;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;

/** The schema's COMMENT ON text, read from the question's target once per catalog snapshot. */
@RealPostgres
class TargetCommentsOnPostgresTest {

    private static Catalog catalogWithComments(TestDatabase db) throws SQLException {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("drop table if exists schools");
            s.execute("create table schools(id int primary key, frpm numeric, \"Enrollment (K-12)\" int, dropped int)");
            s.execute("comment on table schools is 'public schools of California'");
            s.execute("comment on column schools.frpm is 'eligible for free or reduced price meals'");
            s.execute("comment on column schools.\"Enrollment (K-12)\" is 'pupils enrolled, kindergarten to grade 12'");
            s.execute("comment on column schools.dropped is 'gone'");
            s.execute("alter table schools drop column dropped");
            return new CatalogLoader().load(c);
        }
    }

    private static NlRequest request(Catalog catalog, NlTarget target) {
        return new NlRequest("which schools?", catalog, NlSettings.DEFAULT, target, sql -> null, "comments");
    }

    @Test
    void tableAndColumnCommentsAreReadOncePerSnapshot(TestDatabase db) throws SQLException {
        Catalog catalog = catalogWithComments(db);
        Table schools = catalog.table("schools").orElseThrow();
        ReadOnlySessionTarget target = new ReadOnlySessionTarget(db);
        TargetComments comments = new TargetComments(4);
        assertSame(SchemaComments.NONE, comments.of(catalog), "nothing before it was read");
        comments.read(request(catalog, target));
        comments.read(request(catalog, target));
        assertEquals(1, target.opened(), "one read per snapshot");
        SchemaComments read = comments.of(catalog);
        assertEquals("public schools of California", read.of(schools, null));
        assertEquals("eligible for free or reduced price meals", read.of(schools, schools.column("frpm").orElseThrow()));
        assertEquals("pupils enrolled, kindergarten to grade 12",
                read.of(schools, schools.column("Enrollment (K-12)").orElseThrow()));
        assertEquals("", read.of(schools, schools.column("id").orElseThrow()));
    }

    @Test
    void aTargetThatIsNotPostgresHasNone(TestDatabase db) throws SQLException {
        Catalog catalog = catalogWithComments(db);
        TargetComments comments = new TargetComments(4);
        comments.read(request(catalog, new NoTarget()));
        assertSame(SchemaComments.NONE, comments.of(catalog));
    }
}
