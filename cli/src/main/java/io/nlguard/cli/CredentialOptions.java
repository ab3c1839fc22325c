package io.nlguard.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

import picocli.CommandLine.Option;

/**
 * {@code --user} and {@code --password}: the credentials for the database at a command's {@code --url}.
 * One picocli mixin for {@code demo}, {@code ask}, {@code shell}, {@code corpus} and {@code compare}, so that the
 * options are spelled and explained the same in all of them. The URL stays with each command: {@code compare} requires one,
 * the others fall back to an embedded server without it.
 */
public final class CredentialOptions {

    private static final String PASSWORD_SHORT = "-p";
    private static final String PASSWORD_LONG = "--password";
    private static final String MASK = "***";

    @Option(names = {"-u", "--user"}, description = "User for --url.")
    String user;

    @Option(names = {PASSWORD_SHORT, PASSWORD_LONG}, description = "Password for --url.")
    String password;

    /** The existing PostgreSQL at {@code url}, reached with these credentials. */
    public DemoTarget existing(String url) {
        return DemoTarget.existing(url, user, password);
    }

    /** {@code user} and {@code password} as connection properties, those given. */
    public Properties properties() {
        return properties(user, password);
    }

    static Properties properties(String user, String password) {
        Properties p = new Properties();
        if (user != null) {
            p.setProperty("user", user);
        }
        if (password != null) {
            p.setProperty("password", password);
        }
        return p;
    }

    /**
     * {@code args} with the password's value replaced by {@code ***}, in every spelling picocli accepts
     * ({@code -p x}, {@code --password x}, {@code --password=x}, {@code -p=x}, {@code -px}): fit to be
     * written into a report.
     */
    public static List<String> withoutPassword(List<String> args) {
        List<String> words = new ArrayList<>(args.size());
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals(PASSWORD_SHORT) || arg.equals(PASSWORD_LONG)) {
                words.add(arg);
                if (i + 1 < args.size()) {
                    words.add(MASK);
                    i++;
                }
            } else if (arg.startsWith(PASSWORD_LONG + "=")) {
                words.add(PASSWORD_LONG + "=" + MASK);
            } else if (arg.startsWith(PASSWORD_SHORT) && !arg.startsWith("--")) {
                words.add(PASSWORD_SHORT + (arg.startsWith(PASSWORD_SHORT + "=") ? "=" : "") + MASK);
            } else {
                words.add(arg);
            }
        }
        return words;
    }
}
