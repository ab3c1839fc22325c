package io.nlguard.driver.config;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;

/**
 * Merges the {@code nlguard.*} settings of one connect call from their sources, lowest precedence
 * first: classpath {@code nlguard.properties}, system properties, the {@code Properties} passed
 * to connect, the URL's query parameters.
 */
public final class ConfigSources {

    public static final String CLASSPATH_FILE = "nlguard.properties";

    /** Read once: the file is part of the deployment, not something that changes per connection. */
    private static final Map<String, String> CLASSPATH = guardKeys(loadClasspathFile());

    private ConfigSources() {
    }

    public static Map<String, String> merge(Properties connectProperties, Map<String, String> urlSettings) {
        Map<String, String> merged = new HashMap<>(CLASSPATH);
        merged.putAll(guardKeys(System.getProperties()));
        merged.putAll(guardKeys(connectProperties));
        merged.putAll(urlSettings);
        return merged;
    }

    /** A copy of {@code properties} without the {@code nlguard.*} keys: what the target driver gets. */
    public static Properties withoutGuardKeys(Properties properties) {
        Properties target = new Properties();
        if (properties != null) {
            for (String name : properties.stringPropertyNames()) {
                if (!Setting.isGuardKey(name)) {
                    target.setProperty(name, properties.getProperty(name));
                }
            }
        }
        return target;
    }

    private static Map<String, String> guardKeys(Properties properties) {
        Map<String, String> keys = new HashMap<>();
        if (properties != null) {
            for (String name : properties.stringPropertyNames()) {
                if (Setting.isGuardKey(name)) {
                    keys.put(name, properties.getProperty(name));
                }
            }
        }
        return keys;
    }

    private static Properties loadClasspathFile() {
        Properties properties = new Properties();
        try (InputStream in = ConfigSources.class.getClassLoader().getResourceAsStream(CLASSPATH_FILE)) {
            if (in != null) {
                properties.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + CLASSPATH_FILE + " from the classpath", e);
        }
        return properties;
    }
}
