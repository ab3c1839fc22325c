package io.nlguard.guard.rules.firewall;

import java.util.Locale;
import java.util.Set;

import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.SqlNode;

/**
 * Columns of user tables that hold credentials, known by their names: an application's
 * {@code users.pass} or {@code accounts.password_hash}. The server's own password columns are
 * {@link ServerProbes}'; these are the ones an injection reads from the application's schema.
 */
final class CredentialColumns {

    /**
     * Words that mean a secret when they end a name ({@code pass}, {@code user_password}, {@code pwd}):
     * {@code pass_count} and {@code passenger} are no secrets.
     */
    private static final Set<String> WORDS = Set.of("pass", "passwd", "password", "pwd", "passphrase", "passcode",
            "secret", "apikey", "salt");

    /** Whole names that mean a secret although none of their words does alone. */
    private static final Set<String> NAMES = Set.of("api_key", "access_token", "refresh_token", "auth_token",
            "private_key", "secret_key", "session_token", "password_hash", "pass_hash", "hashed_password");

    private CredentialColumns() {
    }

    /** Whether the node is a column reference (not a literal or expression) whose name is a credential's. */
    static boolean isCredential(SqlNode node) {
        return node.type() == NodeType.COLUMN && node.name() != null && isCredentialName(node.name());
    }

    static boolean isCredentialName(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        if (NAMES.contains(lower)) {
            return true;
        }
        return WORDS.contains(lower.substring(lower.lastIndexOf('_') + 1));
    }
}
