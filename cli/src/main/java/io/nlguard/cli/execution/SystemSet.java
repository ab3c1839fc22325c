package io.nlguard.cli.execution;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Systems whose predictions are the candidates of each question, in the order that breaks a vote's
 * ties; the named sets are the ones measured in docs/execution-accuracy.md.
 *
 * @param name    the set's name
 * @param systems the prediction files' names (NL2SQL360's Spider dev files without {@code .sql})
 */
public record SystemSet(String name, List<String> systems) {

    public SystemSet {
        systems = List.copyOf(systems);
        if (systems.isEmpty()) {
            throw new IllegalArgumentException("set " + name + " has no systems");
        }
    }

    /** Four strong prompting systems, four fine-tuned 7–8B models, and weak and strong mixed. */
    public static final Map<String, List<String>> NAMED = Map.of(
            "prompting", List.of("DAILSQL", "DAILSQL_SC", "DINSQL", "C3_SQL"),
            "finetuned", List.of("SFT_CodeS_7B", "SFT_Deepseek_Coder_7B", "SFT_Llama3_8B", "SFT_CodeLlama_7B"),
            "mixed", List.of("RESDSQL_3B", "Llama3-8B", "CodeLlama-7B", "SuperSQL", "Graphix_PICARD_3B"));

    /** A named set. */
    public static SystemSet named(String name) {
        List<String> systems = NAMED.get(name.toLowerCase(Locale.ROOT));
        if (systems == null) {
            throw new IllegalArgumentException("unknown set " + name + "; known: prompting, finetuned, mixed");
        }
        return new SystemSet(name.toLowerCase(Locale.ROOT), systems);
    }
}
