package io.nlguard.guard.rewrite.normalize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import io.nlguard.guard.rewrite.RewriteFixture;
import io.nlguard.guard.rewrite.RewritePass;
import io.nlguard.guard.rewrite.RewriteResult;

/** {@link RewriteFixture}'s assertions against {@link DialectCatalog#SCHOOLS}. */
final class DialectAsserts {

    private DialectAsserts() {
    }

    static RewriteResult rewrite(RewritePass pass, String sql) {
        return RewriteFixture.rewrite(pass, sql, DialectCatalog.SCHOOLS);
    }

    static RewriteResult assertRewrites(RewritePass pass, String sql, String expected) {
        return RewriteFixture.assertRewrites(pass, sql, expected, DialectCatalog.SCHOOLS);
    }

    static RewriteResult assertUnchanged(RewritePass pass, String sql) {
        return RewriteFixture.assertUnchanged(pass, sql, DialectCatalog.SCHOOLS);
    }

    /** Unchanged, and the pass says why it left the construct alone. */
    static RewriteResult assertDeclines(RewritePass pass, String sql, String reasonPart) {
        RewriteResult result = assertUnchanged(pass, sql);
        assertFalse(result.declined().isEmpty(), "nothing declined");
        assertTrue(result.declined().stream().anyMatch(d -> d.pass().equals(pass.id()) && d.reason().contains(reasonPart)),
                result.declined().toString());
        return result;
    }
}
