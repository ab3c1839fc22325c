package io.nlguard.driverjar;

import java.util.List;
import java.util.Map;
import java.util.Properties;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.PackageVersion;

/**
 * An application with a Jackson of its own, older than the one nlguard bundles, next to
 * {@code nlguard-driver.jar} on its class path, run in a JVM of its own by
 * {@link NlQuestionsFromTheDriverJarIT}: it asks {@link NlApplication#QUESTION} through the driver (whose
 * pipeline reads the LLM server's JSON with the bundled, relocated Jackson) and writes the answer with
 * its own {@code ObjectMapper}. It prints what it saw as {@link Probes}.
 *
 * <p>Arguments: the plain pgjdbc URL, the user, the password, the LLM server's URL.
 */
public final class OwnJacksonApplication {

    private OwnJacksonApplication() {
    }

    public static void main(String[] args) throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        Probes.print("app.jackson", PackageVersion.VERSION.toString());
        // the jar's Jackson modules are announced under relocated names: the application's Jackson sees none
        Probes.print("app.modules", String.valueOf(ObjectMapper.findModules().size()));

        Properties login = NlApplication.login(args);
        NlApplication.createSchema(args[0], login);
        List<String> rows = NlApplication.ask(NlApplication.guardedUrl(args[0]), login, args[3]);
        Probes.print("app.json", mapper.writeValueAsString(Map.of("customers", rows)));

        Object bundled = Class.forName("io.nlguard.shaded.jackson.databind.cfg.PackageVersion")
                .getField("VERSION").get(null);
        Probes.print("driver.jackson", bundled.toString());
        Probes.print("done", "yes");
    }
}
