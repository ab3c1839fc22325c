package io.nlguard.driver;

import io.nlguard.driver.config.Setting;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * A {@code jdbc:nlguard:} URL split into the target URL the real driver gets and the
 * {@code nlguard.*} settings it carried. Settings are taken from the query string
 * ({@code ?a=1&nlguard.mode=off}) and from {@code ;key=value} attributes (H2, SQL Server style),
 * and removed from the target URL so the real driver never sees them.
 */
public record NlGuardUrl(String targetUrl, Map<String, String> settings) {

    public static final String PREFIX = "jdbc:nlguard:";

    private static final Pattern PASSWORD_PARAM = Pattern.compile("(?i)\\b(password|passwd|pwd)=[^&;]*");
    private static final Pattern USER_INFO_PASSWORD = Pattern.compile("(//[^/:@?]*):[^@/?]*@");

    public static boolean accepts(String url) {
        return url != null && url.startsWith(PREFIX);
    }

    public static NlGuardUrl parse(String url) throws SQLException {
        String target = "jdbc:" + url.substring(PREFIX.length());
        if (accepts(target)) {
            throw new SQLException("nlguard: the target of " + redact(url) + " is itself a jdbc:nlguard: URL",
                    "08001");
        }
        Map<String, String> settings = new LinkedHashMap<>();
        int query = target.indexOf('?');
        String base = query < 0 ? target : target.substring(0, query);
        StringBuilder out = new StringBuilder(target.length());
        String[] attributes = base.split(";", -1);
        out.append(attributes[0]);
        for (int i = 1; i < attributes.length; i++) {
            if (!takeSetting(attributes[i], settings, false)) {
                out.append(';').append(attributes[i]);
            }
        }
        if (query >= 0) {
            char separator = '?';
            for (String param : target.substring(query + 1).split("&", -1)) {
                if (!takeSetting(param, settings, true)) {
                    out.append(separator).append(param);
                    separator = '&';
                }
            }
        }
        return new NlGuardUrl(out.toString(), Map.copyOf(settings));
    }

    /** The URL with any password replaced by {@code ***}, for messages and logs. */
    public static String redact(String url) {
        if (url == null) {
            return null;
        }
        String masked = PASSWORD_PARAM.matcher(url).replaceAll("$1=***");
        return USER_INFO_PASSWORD.matcher(masked).replaceAll("$1:***@");
    }

    private static boolean takeSetting(String param, Map<String, String> settings, boolean percentEncoded) {
        int eq = param.indexOf('=');
        String key = eq < 0 ? param : param.substring(0, eq);
        if (!Setting.isGuardKey(key)) {
            return false;
        }
        String value = eq < 0 ? "" : param.substring(eq + 1);
        settings.put(key, percentEncoded ? URLDecoder.decode(value, StandardCharsets.UTF_8) : value);
        return true;
    }
}
