package io.nlguard.driver;

import io.nlguard.driver.config.GuardConfig;
import io.nlguard.driver.config.Mode;
import io.nlguard.driver.config.OnError;
import io.nlguard.guard.features.Question;
import io.nlguard.guard.schema.CatalogSource;
import io.nlguard.guard.verdict.Decision;
import io.nlguard.guard.verdict.GuardReport;
import io.nlguard.guard.verdict.EntryPoint;
import io.nlguard.guard.verdict.GuardContext;
import io.nlguard.guard.verdict.NlGuardException;
import io.nlguard.guard.verdict.NlGuardSqlState;
import io.nlguard.guard.verdict.Notice;
import io.nlguard.guard.verdict.StatementGuard;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Asks the guard about one statement and enforces its decision according to the connection's
 * mode and on-error policy. Every SQL-carrying JDBC call of the wrappers goes through
 * {@link #approve}; what it returns is exactly what the real driver gets.
 */
public final class StatementInterceptor {

    private static final Logger LOG = LoggerFactory.getLogger(StatementInterceptor.class);

    /**
     * The client-info property an application sets to the natural-language question its next statements
     * answer (with any hint appended), when it writes SQL with a model of its own; the node scorer then
     * reads the question too. Cleared by setting it empty.
     */
    public static final String QUESTION_PROPERTY = "nlguard.question";

    private final StatementGuard guard;
    /** The guard of the SQL that answers a question; made at the first question (see {@link GuardConfig#nlEngine}). */
    private volatile StatementGuard answerGuard;
    private final GuardConfig config;
    private final CatalogSource catalog;
    private final String loginRole;
    /**
     * One context per entry point, with the question the connection's next statements answer (the
     * client-info property {@value #QUESTION_PROPERTY}): made when the question is set, not per statement.
     */
    private volatile GuardContext[] contexts;

    public StatementInterceptor(StatementGuard guard, GuardConfig config, CatalogSource catalog) {
        this(guard, config, catalog, null);
    }

    /** @param loginRole the role the connection logged in as, learnt when it opened; null when unknown */
    public StatementInterceptor(StatementGuard guard, GuardConfig config, CatalogSource catalog, String loginRole) {
        this(guard, null, config, catalog, loginRole);
    }

    /**
     * @param answerGuard the guard of the SQL answering {@code NL:} questions; null: the built-in engine with
     *                    the connection's settings, {@code normalize,autocorrect} and every write refused
     */
    public StatementInterceptor(StatementGuard guard, StatementGuard answerGuard, GuardConfig config,
                                CatalogSource catalog, String loginRole) {
        this.guard = guard;
        this.answerGuard = answerGuard;
        this.config = config;
        this.catalog = catalog;
        this.loginRole = loginRole;
        this.contexts = contexts(Question.NONE);
    }

    private GuardContext[] contexts(Question question) {
        return Arrays.stream(EntryPoint.values()).map(e -> new GuardContext(e, catalog, question, loginRole))
                .toArray(GuardContext[]::new);
    }

    public StatementInterceptor(StatementGuard guard, GuardConfig config) {
        this(guard, config, CatalogSource.UNAVAILABLE);
    }

    /** The connection's catalog; statements tell it when DDL they ran made the snapshot stale. */
    public CatalogSource catalog() {
        return catalog;
    }

    /** The question the connection's statements answer from now on; null or blank for none. */
    public void setQuestion(String questionText) {
        Question question = Question.of(questionText);
        if (question.isKnown() || question().isKnown()) { // a pool ends every request; most have no question to end
            this.contexts = contexts(question);
        }
    }

    /** The question set last, {@link Question#NONE} when none is. */
    public Question question() {
        return contexts[0].question();
    }

    /** The connection's settings. */
    public GuardConfig config() {
        return config;
    }

    /**
     * The SQL that answers a question, judged as any statement is (mode, on-error) by the answer guard,
     * with the question as the statement's question: the node model reads it and judges the SQL as a model's.
     */
    public Approval approveAnswer(String sql, EntryPoint entryPoint, Question question) throws SQLException {
        StatementGuard answers = answerGuard();
        Decision decision;
        try {
            decision = answers.inspect(sql, new GuardContext(entryPoint, catalog, question, loginRole));
        } catch (RuntimeException | StackOverflowError e) {
            return guardFailed(sql, e);
        }
        return enforce(sql, decision);
    }

    /** A candidate answer, judged by the answer guard as {@link #approveAnswer} will judge it; enforces nothing. */
    public Decision checkCandidate(String sql, Question question) throws SQLException {
        return answerGuard().inspect(sql, new GuardContext(EntryPoint.PREPARE, catalog, question, loginRole));
    }

    private StatementGuard answerGuard() throws SQLException {
        StatementGuard current = answerGuard;
        if (current == null) {
            current = config.nlEngine();
            answerGuard = current;
        }
        return current;
    }

    /** The SQL the real driver may run and the notices to report, or an exception if refused. */
    public Approval approve(String sql, EntryPoint entryPoint) throws SQLException {
        if (sql == null) {
            return Approval.asWritten(null); // the real driver reports its own error
        }
        Decision decision;
        try {
            decision = guard.inspect(sql, contexts[entryPoint.ordinal()]);
        } catch (RuntimeException | StackOverflowError e) {
            return guardFailed(sql, e);
        }
        Approval approval = enforce(sql, decision);
        return catalog.stillReading() && config.mode() != Mode.OBSERVE ? approval.with(CHECKED_WITHOUT_SCHEMA) : approval;
    }

    /** Said with a statement checked while the connection's schema snapshot was still being read. */
    private static final Notice CHECKED_WITHOUT_SCHEMA = new Notice(NlGuardSqlState.LINT_FINDING,
            "checked without the schema: its snapshot was still being read when nlguard.catalog.wait ran out, "
                    + "so table, column and key checks were skipped");

    /** The decision as the connection's mode enforces it, with the analysis behind it. */
    private Approval enforce(String sql, Decision decision) throws SQLException {
        switch (config.mode()) {
            case BLOCK:
                if (decision.blocked()) {
                    throw refusal(decision);
                }
                return run(sql, decision);
            case ANNOTATE:
                return decision.blocked() ? runDespiteBlock(sql, decision) : run(sql, decision);
            case OBSERVE:
                log(decision);
                return new Approval(sql, List.of(), decision.report());
            default:
                return new Approval(sql, List.of(), decision.report());
        }
    }

    private static Approval run(String sql, Decision decision) {
        if (decision.sql().equals(sql)) {
            return new Approval(sql, decision.notices(), decision.report());
        }
        List<Notice> notices = new ArrayList<>(decision.notices());
        if (notices.stream().noneMatch(n -> n.state() == NlGuardSqlState.REWRITTEN)) {
            notices.add(new Notice(NlGuardSqlState.REWRITTEN, "statement rewritten; ran: " + decision.sql()));
        }
        return new Approval(decision.sql(), notices, decision.report());
    }

    /** Annotate mode: the block is reported as a warning and the statement runs as written. */
    private static Approval runDespiteBlock(String sql, Decision decision) throws SQLException {
        Notice block = decision.block();
        NlGuardSqlState warning = block.state().asWarning().orElseThrow(() -> refusal(decision));
        // debug: the engine already logged the finding once per analysis; this says, per run, that it ran
        LOG.debug("nlguard (annotate) ran a statement block mode would refuse: {}", block);
        List<Notice> notices = new ArrayList<>(decision.notices().size() + 1);
        notices.add(new Notice(warning, "would be blocked (" + block.state().code() + "): " + block.message()));
        notices.addAll(decision.notices());
        return new Approval(sql, notices, decision.report());
    }

    /** The block's exception, with the other findings chained behind it. */
    private static NlGuardException refusal(Decision decision) {
        NlGuardException refusal = decision.block().toException();
        decision.notices().forEach(n -> refusal.setNextException(n.toException()));
        LOG.info("nlguard refused a statement: {}", decision.block());
        return refusal;
    }

    private Approval guardFailed(String sql, Throwable failure) throws SQLException {
        LOG.warn("nlguard failed to analyze a statement (on-error={})", config.onError(), failure);
        String reason = "guard failed (" + failure + ")";
        if (config.onError() == OnError.CLOSED) {
            throw new Notice(NlGuardSqlState.GUARD_ERROR_CLOSED,
                    reason + "; statement refused because nlguard.on-error=closed").toException(failure);
        }
        return new Approval(sql, List.of(new Notice(NlGuardSqlState.GUARD_ERROR_OPEN,
                reason + "; statement ran unchecked because nlguard.on-error=open")));
    }

    private static void log(Decision decision) {
        if (decision.blocked()) {
            LOG.info("nlguard (observe) would block a statement: {}", decision.block());
        }
        decision.notices().forEach(n -> LOG.info("nlguard (observe) finding: {}", n));
    }

    /** What the real driver gets: the SQL to run and the notices to report with it. */
    public record Approval(String sql, List<Notice> notices, GuardReport report) {

        Approval(String sql, List<Notice> notices) {
            this(sql, notices, null);
        }

        static Approval asWritten(String sql) {
            return new Approval(sql, List.of(), null);
        }

        Approval with(Notice notice) {
            List<Notice> more = new ArrayList<>(notices.size() + 1);
            more.addAll(notices);
            more.add(notice);
            return new Approval(sql, more, report);
        }
    }
}
