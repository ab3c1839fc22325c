package io.nlguard.testsupport.ollama;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Gives each test of the annotated class a {@link ScriptedOllama} of its own: declare a {@code ScriptedOllama}
 * parameter on the test or on a {@code @BeforeEach} method (both get the same server), and it is started before
 * and closed after the test, so a class needs no lifecycle code for it.
 *
 * <pre>{@code
 * @RealPostgres
 * @WithScriptedOllama
 * class QuestionsTest {
 *     @BeforeEach void setUp(TestDatabase db, ScriptedOllama ollama) { ... }
 * }
 * }</pre>
 */
@Target({ElementType.TYPE, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(ScriptedOllamaExtension.class)
public @interface WithScriptedOllama {
}
