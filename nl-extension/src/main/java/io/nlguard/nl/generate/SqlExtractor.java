package io.nlguard.nl.generate;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

import io.nlguard.guard.sql.SqlParser;
import io.nlguard.nl.generate.Extraction.Declined;
import io.nlguard.nl.generate.Extraction.Extracted;
import io.nlguard.nl.generate.Extraction.NoSql;
import io.nlguard.nl.generate.Extraction.SeveralStatements;
import io.nlguard.nl.generate.FencedBlocks.Block;

/**
 * The SQL of a model's reply, whatever the model wrapped around it: reasoning in {@code <think>}
 * blocks (removed), markdown fences, prose before and after, a {@code SQL:} label, a trailing
 * semicolon. Statements are cut and checked by the guard's lexer and parser, not by patterns on SQL.
 *
 * <p>When the reply has several code blocks, the statement is taken from the <b>last</b> closed
 * block that holds one statement the parser reads as a query. Last, because models put what they
 * settle on at the end: a schema recap ({@code CREATE TABLE ...}) or a first attempt comes before the
 * answer, "here is the corrected query" after it, and an example output block (which does not parse)
 * is skipped; when a model offers an alternative after its answer, both answer the question, so the
 * later one costs nothing. Failing such a block, the last block with one statement that parses (a
 * write is extracted too: the guard refuses it, with its reason), then a block of several statements
 * (a failed candidate: one candidate is one query), then one statement the parser rejects (which the
 * repair stage can work on); a block the reply never closed (cut at the token limit) comes after
 * every closed one. A reply without any statement is {@link Declined} when it asks for clarification
 * or says the question cannot be answered, else {@link NoSql} with what it held. Thread-safe.
 */
public final class SqlExtractor {

    /** A label before the statement inside a block: {@code SQL: SELECT ...}. */
    private static final Pattern LABEL = Pattern.compile("^\\s*(?:sql|sql ?query|query|answer)\\s*:\\s*",
            Pattern.CASE_INSENSITIVE);

    private final SqlCheck check;
    private final ProseSql prose;

    public SqlExtractor(SqlParser parser) {
        this.check = new SqlCheck(Objects.requireNonNull(parser, "parser"));
        this.prose = new ProseSql(check);
    }

    public SqlExtractor() {
        this(new SqlParser());
    }

    public Extraction extract(String reply) {
        if (reply == null || reply.isBlank()) {
            return new NoSql("the reply is empty");
        }
        String text = ThinkBlocks.strip(reply);
        if (text == null) {
            return new NoSql("the reply ended inside the model's <think> reasoning, before any answer");
        }
        if (text.isBlank()) {
            return new NoSql("the reply holds only the model's <think> reasoning, no answer");
        }
        List<Block> blocks = FencedBlocks.of(text);
        Extraction found = fromBlocks(blocks);
        if (found == null) {
            found = fromProse(text);
        }
        if (found != null) {
            return found;
        }
        if (DeclinePhrases.declines(text)) {
            return new Declined(text.strip());
        }
        return new NoSql(blocks.isEmpty() ? "no SQL statement in the reply: " + excerpt(text)
                : "the reply's code blocks hold no SQL statement");
    }

    private Extraction fromBlocks(List<Block> blocks) {
        List<List<String>> closed = new ArrayList<>();
        List<List<String>> open = new ArrayList<>();
        for (Block block : blocks) {
            List<String> statements = StatementSplitter.statements(LABEL.matcher(block.body()).replaceFirst(""));
            (block.closed() ? closed : open).add(statements);
        }
        Extraction found = choose(closed);
        return found != null ? found : choose(open);
    }

    /** The rules of the class comment, over blocks in reply order. */
    private Extraction choose(List<List<String>> blocks) {
        String query = lastSingle(blocks, check::isQuery);
        if (query != null) {
            return extracted(query);
        }
        String parsing = lastSingle(blocks, check::parses);
        if (parsing != null) {
            return extracted(parsing);
        }
        for (int i = blocks.size() - 1; i >= 0; i--) {
            if (blocks.get(i).size() > 1 && blocks.get(i).stream().allMatch(SqlCheck::startsLikeStatement)) {
                return new SeveralStatements(blocks.get(i));
            }
        }
        String any = lastSingle(blocks, SqlCheck::startsLikeStatement);
        return any == null ? null : extracted(any);
    }

    private static String lastSingle(List<List<String>> blocks, java.util.function.Predicate<String> test) {
        for (int i = blocks.size() - 1; i >= 0; i--) {
            List<String> statements = blocks.get(i);
            if (statements.size() == 1 && test.test(statements.get(0))) {
                return statements.get(0);
            }
        }
        return null;
    }

    private Extraction fromProse(String text) {
        ProseSql.Found found = prose.find(text);
        if (found == null) {
            return null;
        }
        if (!found.following().isEmpty()) {
            List<String> all = new ArrayList<>();
            all.add(found.first());
            all.addAll(found.following());
            return new SeveralStatements(all);
        }
        return extracted(found.first());
    }

    private Extracted extracted(String sql) {
        String statement = sql.strip();
        return new Extracted(statement, check.parse(statement));
    }

    private static String excerpt(String text) {
        String flat = text.strip().replaceAll("\\s+", " ");
        return flat.length() <= 120 ? flat : flat.substring(0, 117) + "...";
    }
}
