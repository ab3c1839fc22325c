package io.nlguard.guard.types.calcite;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * Whether Calcite is on the class path. It is an optional dependency of the guard: only deep validation
 * ({@code nlguard.deep-validate}) uses it, and the driver jar leaves it out. This class names Calcite's
 * classes as strings only, so asking never loads them.
 */
public final class CalciteOnClassPath {

    /** One class of calcite-core and one of calcite-babel, the two artifacts the validator reads SQL with. */
    private static final String[] PROBES = {
            "org.apache.calcite.sql.validate.SqlValidatorImpl",
            "org.apache.calcite.sql.parser.babel.SqlBabelParserImpl"};

    private CalciteOnClassPath() {
    }

    /** True when both Calcite artifacts are present. */
    public static boolean present() {
        ClassLoader loader = CalciteOnClassPath.class.getClassLoader();
        for (String probe : PROBES) {
            try {
                Class.forName(probe, false, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                return false;
            }
        }
        return true;
    }

    /**
     * @throws IllegalArgumentException naming what to add, when Calcite is missing
     */
    public static void requireForDeepValidation() {
        if (!present()) {
            String version = version();
            throw new IllegalArgumentException("nlguard.deep-validate=true needs Apache Calcite, which is not on the"
                    + " class path (the nlguard driver jar leaves it out): add org.apache.calcite:calcite-core and"
                    + " org.apache.calcite:calcite-babel" + (version.isEmpty() ? "" : " " + version)
                    + " with their dependencies, or set nlguard.deep-validate=false");
        }
    }

    private static String version() {
        try (InputStream in = CalciteOnClassPath.class.getResourceAsStream("calcite.properties")) {
            Properties properties = new Properties();
            if (in != null) {
                properties.load(in);
            }
            return properties.getProperty("version", "");
        } catch (IOException e) {
            return "";
        }
    }
}
