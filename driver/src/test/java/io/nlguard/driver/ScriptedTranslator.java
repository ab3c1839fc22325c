package io.nlguard.driver;

import io.nlguard.guard.nl.NlFailure;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlTranslator;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.nl.TranslationReport;
import io.nlguard.guard.verdict.Decision;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A test translator scripted by the question: {@code which customers? => SELECT ...} answers with the SQL
 * after {@code =>}; {@code => !llm}, {@code => !clarify}, {@code => !unanswerable}, {@code => !crash} fail as
 * the LLM server, a vague question, a schema that cannot answer, and a broken translator would. It checks its
 * answer with the request's guard, as a pipeline validates its candidates, and records every request.
 * Registered in the driver tests' {@code META-INF/services}, so the class-path lookup finds it there.
 */
public final class ScriptedTranslator implements NlTranslator {

    public static final String ANSWER = "=>";

    private static final Pattern TABLES = Pattern.compile("(?i)\\b(?:from|join)\\s+([a-z_][a-z0-9_.]*)");

    /** One request, with the guard's decision on the scripted answer. */
    public record Call(NlRequest request, Decision check) {
    }

    private final List<Call> calls = new CopyOnWriteArrayList<>();

    @Override
    public String id() {
        return "scripted translator";
    }

    @Override
    public Translation translate(NlRequest request) throws NlFailure {
        int arrow = request.question().indexOf(ANSWER);
        String answer = arrow < 0 ? "" : request.question().substring(arrow + ANSWER.length()).strip();
        switch (answer) {
            case "!llm" -> throw NlFailure.llmFailed(request.settings().ollamaUrl(), request.settings().model(),
                    "model \"" + request.settings().model() + "\" not found, try pulling it first", null);
            case "!clarify" -> throw NlFailure.needsClarification("which year?", TranslationReport.NONE);
            case "!unanswerable" -> throw NlFailure.unanswerable("no table holds salaries", TranslationReport.NONE);
            case "!crash" -> throw new IllegalStateException("scripted translator failure");
            case "" -> throw NlFailure.everyCandidateFailed("no answer scripted", "none", TranslationReport.NONE);
            default -> {
                // fall through to the answer
            }
        }
        Decision check = request.check(answer);
        calls.add(new Call(request, check));
        TranslationReport report = new TranslationReport(id(),
                List.of(new TranslationReport.Stage("script", Duration.ZERO, "answered from the question", answer)),
                List.of(new TranslationReport.Candidate(answer, 1.0, true, check.blocked() ? "blocked" : "")));
        return new Translation(answer, 0.9, tables(answer), 1, 1, request.traceId(), report);
    }

    public List<Call> calls() {
        return calls;
    }

    private static List<String> tables(String sql) {
        Set<String> tables = new LinkedHashSet<>();
        Matcher m = TABLES.matcher(sql);
        while (m.find()) {
            tables.add(m.group(1).toLowerCase(Locale.ROOT));
        }
        return new ArrayList<>(tables);
    }
}
