package io.nlguard.driver;

import java.sql.SQLException;

import io.nlguard.driver.config.GuardConfig;
import io.nlguard.guard.verdict.Decision;
import io.nlguard.guard.verdict.GuardContext;
import io.nlguard.guard.verdict.GuardSettings;
import io.nlguard.guard.verdict.GuardWarmUp;
import io.nlguard.guard.verdict.StatementGuard;

/**
 * The connection's built-in engine, taken at its first statement rather than while it connects: in a
 * fresh JVM, building it means reading the node model and loading the rules (a few hundred milliseconds),
 * which the warm-up thread started at the top of {@code connect} is already doing, so the connection
 * does not wait for it and its first statement waits only for what is left. Settings that can be wrong in
 * a way only building reveals (rule overrides, a model file, deep validation) still build it while
 * connecting, so that {@code connect} fails with 22023 as before.
 */
final class EngineOnFirstUse implements StatementGuard {

    private final GuardConfig config;
    private volatile StatementGuard engine;

    private EngineOnFirstUse(GuardConfig config) {
        this.config = config;
    }

    /** The engine for these settings now when building it may fail, else one built at the first statement. */
    static StatementGuard of(GuardConfig config) throws SQLException {
        GuardSettings settings = config.analysis();
        boolean cannotFail = settings.ruleOverrides().isEmpty() && !settings.deepValidate()
                && ("default".equals(settings.model()) || "off".equals(settings.model()));
        if (!cannotFail) {
            return config.engine();
        }
        GuardWarmUp.start(settings); // started already by the driver's connect; not by a DataSource's
        return new EngineOnFirstUse(config);
    }

    @Override
    public Decision inspect(String sql, GuardContext context) {
        StatementGuard current = engine;
        if (current == null) {
            try {
                current = config.engine();
            } catch (SQLException e) {
                throw new IllegalStateException(e); // not for these settings: of() built it at once otherwise
            }
            engine = current;
        }
        return current.inspect(sql, context);
    }
}
