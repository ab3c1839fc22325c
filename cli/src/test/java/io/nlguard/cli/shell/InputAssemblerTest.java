package io.nlguard.cli.shell;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** How the shell cuts lines into statements, questions and commands. */
class InputAssemblerTest {

    private final InputAssembler assembler = new InputAssembler("NL:");

    @Test
    void sqlGoesOnUntilALineEndsWithASemicolon() {
        assertNull(assembler.accept("select a,"));
        assertTrue(assembler.pending());
        assertNull(assembler.accept("  'x;y' as b"), "a ; inside the line does not end it");
        assertEquals(new ShellInput.Sql("select a,\n  'x;y' as b\nfrom t;  "), assembler.accept("from t;  "));
        assertFalse(assembler.pending());
    }

    @Test
    void aQuestionIsOneLineInAnyCaseWithoutATrailingSemicolon() {
        assertEquals(new ShellInput.Question("nl: which customers live in Oslo?"),
                assembler.accept("  nl: which customers live in Oslo? ; "));
    }

    @Test
    void aLineInsideAStatementIsNeverAQuestionOrACommand() {
        assertNull(assembler.accept("select"));
        assertNull(assembler.accept("\\q"));
        assertNull(assembler.accept("NL: x"));
        assertEquals(new ShellInput.Sql("select\n\\q\nNL: x"), assembler.finish());
    }

    @Test
    void commandsBlankLinesAndDiscarding() {
        assertNull(assembler.accept("   "));
        assertEquals(new ShellInput.Meta("\\sql", "NL: top products"), assembler.accept("\\sql   NL: top products"));
        assertEquals(new ShellInput.Meta("\\q", ""), assembler.accept("\\q"));
        assertNull(assembler.accept("select 1"));
        assembler.discard();
        assertNull(assembler.finish());
    }
}
