package io.nlguard.it.abstention;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

import io.nlguard.cli.corpus.MutationSource;
import io.nlguard.cli.corpus.MutationsCommand;
import io.nlguard.cli.execution.Execution;
import io.nlguard.cli.execution.ExecutionHarness;
import io.nlguard.cli.execution.ResultClasses;
import io.nlguard.cli.execution.StatementRuns;
import io.nlguard.cli.execution.TopLevelOrderBy;
import io.nlguard.compare.validate.ResultMaterializer;
import io.nlguard.driver.jdbc.GuardedStatement;
import io.nlguard.it.abstention.Asked.Outcome;
import io.nlguard.model.data.Corpus;
import io.nlguard.model.data.CorpusLocation;
import io.nlguard.testsupport.RealPostgres;
import io.nlguard.testsupport.TestDatabase;
import io.nlguard.testsupport.ollama.ScriptedOllama;
import io.nlguard.testsupport.ollama.ScriptedReply;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Abstention of the whole {@code NL:} path, detectors, the model's judged declines and all: every item of the
 * abstention set (seed 1, Spider dev with rows and the demo's questions; or a deterministic sample, see
 * {@link #STRIDE}) asked through {@code jdbc:nlguard:} on a real PostgreSQL holding the Spider databases' rows and
 * the demo schema, the scripted server standing in for three models ({@link ScriptedBehaviour}). Writes
 * {@code target/abstention-full-path.md} (docs/abstention-full-path.md); skipped without the corpus's
 * {@code spider_dev_databases}.
 */
@Tag("corpus")
@RealPostgres
class AbstentionFullPathOnPostgresTest {

    private static final Optional<Path> DATABASES = CorpusLocation.find().map(d -> d.resolve("spider_dev_databases"))
            .filter(Files::isDirectory);
    /** Every STRIDE-th item of each kind (system property {@code abstention.stride}; 1, the default, asks them all). */
    private static final int STRIDE = Integer.getInteger("abstention.stride", 1);
    private static final int MAX_ROWS = 10_000;
    /** The default {@code nlguard.nl.max-rows}: the most rows of a question's result the driver reads. */
    private static final int NL_MAX_ROWS = 1000;

    private final AtomicReference<String> askedDb = new AtomicReference<>();
    private final AtomicReference<ScriptedBehaviour> behaviour = new AtomicReference<>();
    private final AtomicInteger modelCalls = new AtomicInteger();
    private final List<String> unmatched = new CopyOnWriteArrayList<>();

    @Test
    void theFullPathAbstainsOnTheMutantsAndAnswersTheOriginals(TestDatabase db) throws Exception {
        assumeTrue(DATABASES.isPresent(), () -> "skipped: no spider_dev_databases in " + CorpusLocation.describe());
        long started = System.nanoTime();
        Corpus corpus = Corpus.locate().orElseThrow();
        AbstentionItems items = new AbstentionItems(MutationsCommand.generate(corpus, 1, MutationSource.SPIDER).entries());
        List<SetItem> asked = items.everyNthPerKind(STRIDE);
        AskedDatabases databases = AskedDatabases.install(db, corpus, DATABASES.get());

        Map<ScriptedBehaviour, FullPathFigures> figures = new EnumMap<>(ScriptedBehaviour.class);
        try (ScriptedOllama ollama = ScriptedOllama.start()) {
            ollama.respondWith(request -> reply(items, PromptTurn.of(request)));
            Map<String, String> settings = settings(ollama.baseUrl());
            for (ScriptedBehaviour scripted : ScriptedBehaviour.values()) {
                behaviour.set(scripted);
                figures.put(scripted, new FullPathFigures(scripted, askAll(databases, asked, settings)));
            }
        }
        long seconds = (System.nanoTime() - started) / 1_000_000_000L;
        write(figures, asked.size(), items.all().size(), seconds);

        assertEquals(List.of(), unmatched, "every prompt carried its item's question");
        FullPathFigures forced = figures.get(ScriptedBehaviour.FORCED_ANSWERER);
        FullPathFigures aware = figures.get(ScriptedBehaviour.BOUNDARY_AWARE);
        FullPathFigures cautious = figures.get(ScriptedBehaviour.OVER_CAUTIOUS);
        assertTrue(aware.originalsAbstained().stream().allMatch(forced.originalsAbstained()::contains),
                "a model that answers the originals adds no refusal of one");
        assertTrue(cautious.answeredOriginals().stream().allMatch(a -> a.modelCalls() >= 2),
                "an original answered under (c) was answered after the challenge");
        if (STRIDE == 1) {
            // floors just below (ceilings just above) the figures measured on the whole set (docs/abstention-full-path.md)
            assertTrue(forced.recall() >= 0.80, "the detectors carry abstention when the model never abstains: "
                    + forced.recall());
            assertTrue(forced.falseAbstention() <= 0.03 && forced.precision() >= 0.92, "false abstention "
                    + forced.falseAbstention() + ", precision " + forced.precision());
            assertTrue(aware.recall() >= 0.98 && aware.rightOutcome() >= 0.97, "backed and repeated declines stand: "
                    + aware.recall() + ", right outcome " + aware.rightOutcome());
            assertTrue(cautious.falseAbstention() <= 0.03, "unbacked declines are challenged, backed ones stand: "
                    + cautious.falseAbstention());
        }
        for (FullPathFigures f : figures.values()) {
            assertTrue(f.answeredOriginals().stream().allMatch(a -> a.goldRows() || a.capped()),
                    f.title() + ": an answered original returns the gold's rows (its first 1,000 when capped)");
        }
    }

    private ScriptedReply reply(AbstentionItems items, PromptTurn turn) {
        modelCalls.incrementAndGet();
        Optional<SetItem> item = items.find(turn.question(), askedDb.get());
        if (item.isEmpty()) {
            unmatched.add(askedDb.get() + ": " + turn.question());
            return ScriptedReply.httpError(500, "no item of the set asks: " + turn.question());
        }
        return behaviour.get().reply(item.get(), turn.turn());
    }

    private static Map<String, String> settings(String ollamaUrl) {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("nlguard.nl.ollama-url", ollamaUrl);
        settings.put("nlguard.nl.model", ScriptedOllama.DEFAULT_MODEL);
        settings.put("nlguard.nl.candidates", "1");
        settings.put("nlguard.nl.embeddings", "off");
        return settings;
    }

    /** Asks the items database by database, one connection each, in the set's order within a database. */
    private List<Asked> askAll(AskedDatabases databases, List<SetItem> items, Map<String, String> settings)
            throws SQLException {
        Map<String, List<SetItem>> byDb = new LinkedHashMap<>();
        items.forEach(i -> byDb.computeIfAbsent(i.dbId(), k -> new ArrayList<>()).add(i));
        List<Asked> asked = new ArrayList<>();
        StatementRuns goldRuns = new StatementRuns(MAX_ROWS);
        for (Map.Entry<String, List<SetItem>> db : byDb.entrySet()) {
            askedDb.set(db.getKey());
            try (Connection nl = databases.open(db.getKey(), settings);
                 Connection gold = databases.open(db.getKey(), ExecutionHarness.SETTINGS)) {
                for (SetItem item : db.getValue()) {
                    asked.add(ask(nl, gold, goldRuns, item));
                }
            }
            goldRuns.clear();
        }
        return asked;
    }

    private Asked ask(Connection nl, Connection gold, StatementRuns goldRuns, SetItem item) throws SQLException {
        int before = modelCalls.get();
        try (Statement s = nl.createStatement(); ResultSet rs = s.executeQuery("NL: " + item.question())) {
            Execution answer = Execution.ok(ResultMaterializer.read(rs, MAX_ROWS));
            Execution goldAnswer = item.original() ? goldRuns.run(gold, item.dbId(), item.seedGold()) : null;
            boolean goldRows = goldAnswer != null && ResultClasses.same(answer, goldAnswer,
                    TopLevelOrderBy.in(item.seedGold()));
            boolean capped = goldAnswer != null && answer.rows() == NL_MAX_ROWS && goldAnswer.rows() > NL_MAX_ROWS;
            String ran = item.original() && !goldRows
                    ? "ran: " + s.unwrap(GuardedStatement.class).lastTranslation().sql() + " · gold: " + item.seedGold() : "";
            return new Asked(item, Outcome.ANSWERED, goldRows, capped, modelCalls.get() - before, ran);
        } catch (SQLException e) {
            if (nl.isClosed()) {
                throw e;
            }
            return new Asked(item, Outcome.of(e), false, false, modelCalls.get() - before, e.getSQLState() + " " + gist(e));
        }
    }

    /** The refusal's first line and its first evidence bullet, if any. */
    private static String gist(SQLException e) {
        List<String> lines = String.valueOf(e.getMessage()).lines().toList();
        String evidence = lines.stream().filter(l -> l.startsWith("- ")).findFirst().map(l -> " [" + l.substring(2)
                + "]").orElse("");
        return (lines.isEmpty() ? "" : lines.get(0)) + evidence;
    }

    private static void write(Map<ScriptedBehaviour, FullPathFigures> figures, int asked, int setSize, long seconds)
            throws Exception {
        StringBuilder md = new StringBuilder("# Abstention of the full NL: path with the scripted server\n\n");
        md.append(asked).append(" of the set's ").append(setSize).append(" items (seed 1, Spider dev with rows and the"
                + " demo").append(STRIDE == 1 ? "" : "; every " + STRIDE + "th item of each kind").append("), ")
                .append("nlguard.nl.candidates=1, nlguard.nl.embeddings=off, defaults otherwise; ").append(seconds)
                .append(" s.\n\n");
        figures.values().forEach(f -> md.append(f.markdown()).append('\n'));
        for (FullPathFigures f : figures.values()) {
            Set<String> refused = f.originalsAbstained();
            if (!refused.isEmpty()) {
                md.append("Originals refused under ").append(f.title()).append(": ").append(refused.size())
                        .append(f.refusals()).append("\n\n");
            }
            List<Asked> wrongRows = f.answeredOriginals().stream().filter(a -> !a.goldRows() && !a.capped()).toList();
            if (!wrongRows.isEmpty()) {
                md.append("Originals answered without the gold's rows under ").append(f.title()).append(": ")
                        .append(wrongRows.size()).append(FullPathFigures.bullets(wrongRows)).append("\n\n");
            }
            List<Asked> unanswered = f.unanswered();
            if (!unanswered.isEmpty()) {
                md.append("Originals that failed or ended otherwise under ").append(f.title()).append(": ")
                        .append(unanswered.size()).append(FullPathFigures.bullets(unanswered)).append("\n\n");
            }
        }
        Path out = Path.of("target", "abstention-full-path.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, md, StandardCharsets.UTF_8);
        System.out.println(md);
    }
}
