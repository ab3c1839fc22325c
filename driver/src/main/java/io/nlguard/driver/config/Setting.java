package io.nlguard.driver.config;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** Every {@code nlguard.*} configuration key the driver understands, with its default and choices. */
public enum Setting {
    MODE("nlguard.mode", "block",
            "off: pure pass-through; observe: analyze and log only; annotate: report findings as "
                    + "SQLWarnings and run; block: refuse statements the guard blocks",
            "off", "observe", "annotate", "block"),
    ON_ERROR("nlguard.on-error", "open",
            "what happens when the guard itself fails on a statement: open runs it unchecked with "
                    + "warning 01NG9, closed refuses it with 58NG9",
            "open", "closed"),
    TARGET_DRIVER("nlguard.target-driver", "",
            "class name of the JDBC driver for the target URL, for drivers that do not register "
                    + "themselves with DriverManager (empty: found automatically)"),
    CATALOG("nlguard.catalog", "live",
            "live: read the schema on the search path when the connection opens (in the background) and check statements "
                    + "against it; off: check only what needs no schema",
            "live", "off"),
    CATALOG_TTL("nlguard.catalog.ttl", "5m",
            "how long a schema snapshot is shared before it is read again (e.g. 30s, 5m, 1h); DDL run "
                    + "through nlguard refreshes it at once"),
    CATALOG_WAIT("nlguard.catalog.wait", "2s",
            "how long a new connection's statements wait in all for the schema snapshot read in the background "
                    + "before they are checked without it (warning 01NG2 says so) until it arrives"),
    READ_ONLY("nlguard.read-only", "false",
            "true: block every statement that writes or changes the schema", "true", "false"),
    TABLES_ALLOW("nlguard.tables.allow", "",
            "comma-separated tables (table or schema.table) that statements may use; empty: all"),
    TABLES_DENY("nlguard.tables.deny", "",
            "comma-separated tables (table or schema.table) that statements may not use"),
    LOG_FINDINGS("nlguard.log-findings", "info",
            "SLF4J level at which statements with findings are logged", "off", "debug", "info", "warn"),
    PARSE_MAX_LENGTH("nlguard.parse.max-length", "1000000",
            "longest SQL text analysed, in characters; longer text is refused (42NG8) whatever on-error says"),
    PARSE_MAX_DEPTH("nlguard.parse.max-depth", "200",
            "deepest nesting of brackets analysed; deeper text is refused (42NG8) whatever on-error says"),
    DEEP_VALIDATE("nlguard.deep-validate", "false",
            "true: statements being prepared are also validated by Calcite against the schema (slower; "
                    + "constructs Calcite cannot read are reported, not refused)", "true", "false"),
    REWRITE("nlguard.rewrite", "off",
            "which rewrites are applied to queries before they run: off, or a comma-separated list of "
                    + "normalize (other dialects' SQL → PostgreSQL) and autocorrect (misspelled names → the "
                    + "catalog's); each change is reported as warning 01NG3, and with a stage off its fixes "
                    + "are reported as suggestions instead"),
    MODEL("nlguard.model", "default",
            "the node model that scores every node's probability of being wrong: default (the model bundled "
                    + "with nlguard-scorer, none when it is not on the class path), off, or the path of a LightGBM "
                    + "text model trained with 'nlguard train'"),
    WARN_THRESHOLD("nlguard.warn-threshold", "0.8",
            "node error probability from which the node is named in warning 01NG1 (above 1: never)"),
    BLOCK_THRESHOLD("nlguard.block-threshold", "0.9",
            "node error probability from which the statement is refused with 42NG1 in block mode "
                    + "(above 1: never)"),
    SQL_AUTHOR("nlguard.sql-author", "auto",
            "who writes the SQL, for the node model, which learned from text-to-SQL models' mistakes: machine "
                    + "(its probabilities as they are), people (moved to people's far lower error rate, and no "
                    + "second warning where a rule already reports the node), auto (machine while a question "
                    + "is set with nlguard.question, people otherwise)",
            "auto", "people", "machine"),
    PARSE_TIMEOUT("nlguard.parse.timeout", "2s",
            "longest time one parse may take; a parse stopped by it is refused (42NG8) whatever on-error says"),
    NL_PREFIX("nlguard.nl.prefix", "NL:",
            "what starts a question in natural language (case-insensitive, after leading whitespace and comments); "
                    + "the rest of the text is the question, answered by the nlguard-nl module"),
    NL_OLLAMA_URL("nlguard.nl.ollama-url", "http://localhost:11434",
            "the Ollama server that answers NL: questions; connecting never needs it"),
    NL_MODEL("nlguard.nl.model", "qwen2.5-coder:7b", "the model that writes SQL for NL: questions"),
    NL_EMBED_MODEL("nlguard.nl.embed-model", "nomic-embed-text",
            "the model that embeds questions and schema documents for retrieval"),
    NL_CANDIDATES("nlguard.nl.candidates", "auto",
            "how many SQL candidates to generate per question: auto (2, 4 or 6 by the question's difficulty) "
                    + "or a number from 1 to 16"),
    NL_TIMEOUT("nlguard.nl.timeout", "60s", "the longest one call to the LLM server may take"),
    NL_STATEMENT_TIMEOUT("nlguard.nl.statement-timeout", "10s",
            "the longest the SQL generated for a question may run (PostgreSQL's statement_timeout)"),
    NL_MAX_ROWS("nlguard.nl.max-rows", "1000",
            "the most rows read from the result of a question; warning 01NG4 says when the limit was reached"),
    NL_REPAIR_ATTEMPTS("nlguard.nl.repair-attempts", "3",
            "how many times a failing candidate is repaired before the question fails with 42NL2"),
    NL_ROUTING("nlguard.nl.routing", "auto",
            "narrow the catalog to at most three modules (schemas, or the knowledge file's modules) before "
                    + "retrieval: auto (when the catalog has nlguard.nl.routing-min-tables tables or more), on, off",
            "auto", "on", "off"),
    NL_ROUTING_MIN_TABLES("nlguard.nl.routing-min-tables", "500",
            "the catalog size from which nlguard.nl.routing=auto routes questions to modules"),
    NL_EMBEDDINGS("nlguard.nl.embeddings", "ollama",
            "where retrieval's embeddings come from: ollama (nlguard.nl.embed-model through /api/embed; BM25 "
                    + "alone, said in the report, when it does not answer), local (the in-process model of the "
                    + "nlguard-nl-embeddings module), off (BM25 alone)",
            "ollama", "local", "off"),
    NL_VALUES("nlguard.nl.values", "on",
            "link the question's words to values of text columns (read read-only and bounded, once per "
                    + "catalog snapshot), so 'Oslo' points at customers.city",
            "on", "off"),
    NL_VALUES_PER_COLUMN("nlguard.nl.values-per-column", "1000",
            "the most distinct values the value index reads per text column"),
    NL_EXAMPLES("nlguard.nl.examples", "",
            "a file of question/SQL pairs (the format nlguard train reads); the most similar are shown to the "
                    + "model as examples"),
    NL_KNOWLEDGE("nlguard.nl.knowledge", "",
            "a JSON file of domain knowledge: modules and their keywords, confusable tables and their warnings"),
    NL_SCHEMA_LINKER("nlguard.nl.schema-linker", "on",
            "put the schema contract in the prompt: linked columns, value hints, column warnings", "on", "off"),
    NL_JOIN_PLANNER("nlguard.nl.join-planner", "on",
            "put join paths over foreign keys between the linked tables in the prompt", "on", "off"),
    NL_RERANKER("nlguard.nl.reranker", "on",
            "choose the candidate by agreement of results, the guard's findings, node scores, EXPLAIN and the "
                    + "question's shape (off: first valid one)",
            "on", "off"),
    NL_EXPLAIN("nlguard.nl.explain", "on",
            "plan every candidate with EXPLAIN on the target, in parallel, read-only, 2 s each", "on", "off"),
    NL_VALUE_CHECK("nlguard.nl.value-check", "off",
            "check that the string literals in the best candidates' filters occur in the database", "on", "off"),
    NL_EXECUTE_CANDIDATES("nlguard.nl.execute-candidates", "on",
            "run the candidates that pass the guard and EXPLAIN, read-only, at most 1,000 rows and 2 s each, so that "
                    + "candidates with equal results vote together (off: EXPLAIN only)", "on", "off"),
    NL_LINKER("nlguard.nl.linker", "heuristic",
            "which linker chooses the schema the prompt shows: heuristic (retrieval and the schema contract), or "
                    + "evilink (the model's SQL hypotheses cross-voted, uncertain items refined by a read-only agent)",
            "heuristic", "evilink"),
    NL_EVILINK_HYPOTHESES("nlguard.nl.evilink-hypotheses", "4",
            "how many SQL hypotheses vote in nlguard.nl.linker=evilink (2 to 4)"),
    NL_EVILINK_TURNS("nlguard.nl.evilink-turns", "8",
            "the most turns the evilink refinement agent takes on the uncertain items (0 to 8; 0: keep them all)"),
    NL_ABSTAIN("nlguard.nl.abstain", "on",
            "run the boundary detectors before generating SQL: a question the schema lacks a concept for is refused "
                    + "(42NL2), a vague one answered with a question and numbered options (42NL1); a model's decline "
                    + "is judged against their evidence (off: the model's declines only)", "on", "off"),
    NL_ABSTAIN_MIN_UNSUPPORTED_WORDS("nlguard.nl.abstain-min-unsupported-words", "2",
            "content words matching no table, column, value, synonym or metric that refuse a question: 2, because "
                    + "one word is as often a paraphrase the names miss; on the abstention set 1 refuses 11.9% of the "
                    + "answerable questions, 2 refuses 1.6% at 80% recall, 3 only 55% recall (docs/abstention.md)"),
    NL_ABSTAIN_MIN_METRIC_OPTIONS("nlguard.nl.abstain-min-metric-options", "2",
            "readings of a measure word (\"top\", \"best\") without a named measure that make it ask which: 2, "
                    + "because a numeric column and the row count already are two answers to \"top\", and with one "
                    + "there is nothing to choose");

    /** Per-rule severity overrides: {@code nlguard.rule.<rule id>=off|info|warn|block}. */
    public static final String RULE_PREFIX = "nlguard.rule.";

    public static final String PREFIX = "nlguard.";

    private final String key;
    private final String defaultValue;
    private final String description;
    private final List<String> choices;

    Setting(String key, String defaultValue, String description, String... choices) {
        this.key = key;
        this.defaultValue = defaultValue;
        this.description = description;
        this.choices = List.of(choices);
    }

    public String key() {
        return key;
    }

    public String defaultValue() {
        return defaultValue;
    }

    public String description() {
        return description;
    }

    /** The allowed values, or an empty list when any value is accepted. */
    public List<String> choices() {
        return choices;
    }

    /** Whether the key is a per-rule override, validated against the rule list rather than this enum. */
    public static boolean isRuleKey(String key) {
        return key.startsWith(RULE_PREFIX);
    }

    public static Optional<Setting> byKey(String key) {
        return Arrays.stream(values()).filter(s -> s.key.equals(key)).findFirst();
    }

    public static boolean isGuardKey(String key) {
        return key.startsWith(PREFIX);
    }
}
