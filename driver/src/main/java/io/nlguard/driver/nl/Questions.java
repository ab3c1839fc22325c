package io.nlguard.driver.nl;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import io.nlguard.driver.StatementInterceptor;
import io.nlguard.driver.StatementInterceptor.Approval;
import io.nlguard.guard.features.Question;
import io.nlguard.guard.nl.NlFailure;
import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlSettings;
import io.nlguard.guard.nl.NlTranslator;
import io.nlguard.guard.nl.NlTranslators;
import io.nlguard.guard.nl.Translation;
import io.nlguard.guard.rules.firewall.ReadOnlyQueries;
import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.verdict.Decision;
import io.nlguard.guard.verdict.EntryPoint;
import io.nlguard.guard.verdict.NlGuardSqlState;
import io.nlguard.guard.verdict.Notice;

/**
 * One connection's {@code NL:} questions: recognises them, has them translated, guards the SQL that
 * answers them, and runs it read-only ({@link ReadOnlyRun}). Nothing here runs at connect: the
 * translator is looked up, and the answer guard made, at the first question.
 */
public final class Questions {

    private static final Logger LOG = LoggerFactory.getLogger(Questions.class);

    private final QuestionPrefix prefix;
    private final NlSettings settings;
    private final StatementInterceptor interceptor;
    private final Connection real;
    private final Supplier<Optional<NlTranslator>> translator;
    private final TargetOpener opener;
    private final String targetKey;
    private volatile ReadOnlyTarget target;

    /**
     * @param translator the translator (the class path's: {@link NlTranslators#fromClassPath()})
     * @param opener     opens other connections to the target, for the translator's read-only checks
     * @param targetKey  the target URL without password and the user: what pools and indexes are shared by
     */
    public Questions(StatementInterceptor interceptor, Connection real, Supplier<Optional<NlTranslator>> translator,
                     TargetOpener opener, String targetKey) {
        this.settings = interceptor.config().nl();
        this.prefix = new QuestionPrefix(settings.prefix());
        this.interceptor = interceptor;
        this.real = real;
        this.translator = translator;
        this.opener = opener;
        this.targetKey = targetKey;
    }

    /** The question a statement's text asks, or null when it is SQL. */
    public String questionIn(String sql) {
        return prefix.questionIn(sql);
    }

    public NlSettings settings() {
        return settings;
    }

    /**
     * Translates the question and guards the answer. Every refusal comes before the database sees the SQL:
     * no translator ({@code 0ANL1}), the translator's failure ({@code 58NL1}, {@code 42NL1}, {@code 42NL2}), the
     * guard's block ({@code 42NG*}), and SQL that is not one read-only query ({@code 42NG2},
     * {@code firewall.read-only}, whatever the mode).
     *
     * @param entryPoint {@link EntryPoint#NATIVE_SQL} only translates (any database); the others will run
     *                   the answer, which needs PostgreSQL
     */
    public Answer answer(String question, EntryPoint entryPoint) throws SQLException {
        if (entryPoint != EntryPoint.NATIVE_SQL) {
            requirePostgres();
        }
        if (question.isEmpty()) {
            throw new Notice(NlGuardSqlState.NL_NEEDS_CLARIFICATION, "the question needs clarification: nothing "
                    + "follows " + prefix.prefix() + "; write the question after it").toException();
        }
        NlTranslator nl = translator.get().orElseThrow(() -> unavailable(NlTranslators.missingMessage()));
        Question asked = Question.of(question);
        String traceId = String.format("%016x", ThreadLocalRandom.current().nextLong());
        Catalog catalog = interceptor.catalog().current();
        NlRequest request = new NlRequest(question, catalog, settings, target(catalog.searchPath()),
                sql -> check(sql, asked), traceId);
        Translation translation;
        long started = System.nanoTime();
        try {
            translation = nl.translate(request);
        } catch (NlFailure failure) {
            LOG.info("nlguard: question not answered (trace {}): {} {}", traceId, failure.state().code(),
                    failure.getMessage());
            throw failure.toSqlException();
        } catch (RuntimeException e) {
            LOG.warn("nlguard: the translator {} failed (trace {})", nl.id(), traceId, e);
            throw new Notice(NlGuardSqlState.GUARD_ERROR_CLOSED, "the NL translator " + nl.id() + " failed on the "
                    + "question (trace " + traceId + "): " + e).toException(e);
        }
        LOG.debug("nlguard: question translated in {} ms (trace {}): {}", (System.nanoTime() - started) / 1_000_000,
                traceId, translation.sql());
        Approval approval = interceptor.approveAnswer(translation.sql(), entryPoint, asked);
        refuseUnlessReadOnlyQuery(approval.sql(), traceId);
        return new Answer(question, translation, approval);
    }

    /** Runs an answer read-only, in PostgreSQL's read-only transaction, with the timeout and the row limit. */
    public AnswerRows run(Answer answer) throws SQLException {
        requirePostgres();
        return ReadOnlyRun.run(real, answer.sql(), settings);
    }

    /** A question where none can be answered: a batch, executeUpdate, prepareCall. */
    public static SQLException notHere(String call, String instead) {
        return unavailable("an NL: question cannot go to " + call + ": " + instead);
    }

    private static SQLException unavailable(String message) {
        return new SQLFeatureNotSupportedException("nlguard: " + message, NlGuardSqlState.NL_UNAVAILABLE.code());
    }

    private Decision check(String sql, Question asked) {
        try {
            return interceptor.checkCandidate(sql, asked);
        } catch (SQLException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** The firewall's read-only knowledge, enforced in every mode: annotate and observe do not run a write either. */
    private static void refuseUnlessReadOnlyQuery(String sql, String traceId) throws SQLException {
        Optional<String> why = ReadOnlyQueries.whyNot(sql);
        if (why.isPresent()) {
            LOG.info("nlguard refused the SQL answering a question (trace {}): {}", traceId, why.get());
            throw new Notice(NlGuardSqlState.BLOCKED_BY_RULE, "[firewall.read-only] the SQL answering the question "
                    + "is refused: " + why.get() + " SQL: " + sql + ". Fix: an NL: question is answered by one query "
                    + "that only reads; ask for what to read (trace " + traceId + ")").toException();
        }
    }

    private void requirePostgres() throws SQLException {
        if (!isPostgres()) {
            throw unavailable("NL: questions run only on PostgreSQL, which enforces the read-only transaction they "
                    + "run in; this connection's database is " + productName() + " (nativeSQL still shows the SQL)");
        }
    }

    /**
     * The target for a question checked against schemas on {@code searchPath} (empty: the session's default): the
     * translator's connections see the schemas the application's statements are checked against, also after the
     * application moved its session with {@code SET search_path}.
     */
    private ReadOnlyTarget target(List<String> searchPath) throws SQLException {
        ReadOnlyTarget current = target;
        if (current == null || !searchPath.isEmpty() && !current.searchPath().equals(searchPath)) {
            current = new ReadOnlyTarget(opener, real, targetKey, isPostgres(), searchPath);
            target = current;
        }
        return current;
    }

    private boolean isPostgres() throws SQLException {
        return "PostgreSQL".equalsIgnoreCase(productName());
    }

    private String productName() throws SQLException {
        return real.getMetaData().getDatabaseProductName();
    }
}
