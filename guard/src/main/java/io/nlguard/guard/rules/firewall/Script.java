package io.nlguard.guard.rules.firewall;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.rules.RuleContext;
import io.nlguard.guard.sql.SqlNode;
import io.nlguard.guard.sql.SqlToken;
import io.nlguard.guard.sql.SqlToken.Kind;
import io.nlguard.guard.sql.SqlTree;

/**
 * The statements of a string as runs of tokens, split at semicolons: what rules read when the
 * parser rejected the string, and how they find the statement a tree belongs to. A semicolon inside
 * a string, comment or dollar-quoted body is part of that token and splits nothing; neither does one
 * inside a {@code BEGIN ATOMIC ... END} function body.
 */
final class Script {

    private Script() {
    }

    /**
     * One statement.
     *
     * @param index  0-based position among the string's non-empty statements
     * @param count  how many non-empty statements the string has
     * @param tokens every token of the statement, comments included, without the closing semicolon
     * @param code   the same without comments: what the statement says
     */
    record Statement(int index, int count, List<SqlToken> tokens, List<SqlToken> code) {

        SqlToken first() {
            return code.get(0);
        }

        SqlToken last() {
            return code.get(code.size() - 1);
        }

        int size() {
            return code.size();
        }

        SqlToken token(int i) {
            return code.get(i);
        }

        /** The i-th code token upper-cased if it is a word, "" otherwise or past the end. */
        String word(int i) {
            return i >= 0 && i < code.size() ? code.get(i).keyword() : "";
        }

        /** Index of the first word at parenthesis depth 0 from {@code from} on that is one of {@code words}, or -1. */
        int find(int from, String... words) {
            int depth = 0;
            for (int i = 0; i < code.size(); i++) {
                SqlToken token = code.get(i);
                if (token.is("(") || token.is("[")) {
                    depth++;
                } else if (token.is(")") || token.is("]")) {
                    depth = Math.max(0, depth - 1);
                } else if (i >= from && depth == 0) {
                    for (String word : words) {
                        if (token.isWord(word)) {
                            return i;
                        }
                    }
                }
            }
            return -1;
        }

        /** Index of the first word of the statement proper, past leading parentheses. */
        int lead() {
            int i = 0;
            while (i < code.size() && code.get(i).is("(")) {
                i++;
            }
            return i;
        }

        /** The statement's tree when the string parsed into as many statements as the text has, else null. */
        SqlNode node(RuleContext context) {
            List<SqlTree> trees = context.statements();
            return trees.size() == count ? trees.get(index).root() : null;
        }

        /** Whether the node's position lies within this statement's text. */
        boolean contains(SqlNode node) {
            int offset = node.tree().offset(node.line(), node.column());
            return offset >= first().offset() && offset < last().end();
        }

        /** {@code Command(COPY t TO ...)}: how a message names an unparsed statement, spaced as written. */
        String label() {
            StringBuilder text = new StringBuilder();
            SqlToken previous = null;
            for (SqlToken token : code) {
                if (previous != null && previous.end() < token.offset()) {
                    text.append(' ');
                }
                text.append(token.text());
                previous = token;
                if (text.length() > 40) {
                    text.setLength(37);
                    text.append("...");
                    break;
                }
            }
            return "Command(" + text.toString().replaceAll("\\s+", " ") + ")";
        }

        @Override
        public String toString() {
            return label();
        }
    }

    /** The key of the split in {@link RuleContext#shared}: eight rules read it. */
    private static final Object SPLIT = new Object();

    /** The non-empty statements of the context's string, in order; split once per context. */
    static List<Statement> of(RuleContext context) {
        return context.shared(SPLIT, c -> split(c.tokens()));
    }

    static List<Statement> split(List<SqlToken> tokens) {
        List<Statement> statements = new ArrayList<>();
        List<SqlToken> all = new ArrayList<>();
        List<SqlToken> code = new ArrayList<>();
        AtomicBody body = new AtomicBody();
        for (SqlToken token : tokens) {
            if (token.kind() == Kind.SEMICOLON && !body.inside()) {
                close(statements, all, code);
                all = new ArrayList<>();
                code = new ArrayList<>();
                continue;
            }
            all.add(token);
            if (!token.isComment()) {
                body.see(token);
                code.add(token);
            }
        }
        close(statements, all, code);
        List<Statement> counted = new ArrayList<>(statements.size());
        for (Statement statement : statements) {
            counted.add(new Statement(statement.index(), statements.size(), statement.tokens(), statement.code()));
        }
        return counted;
    }

    private static void close(List<Statement> statements, List<SqlToken> all, List<SqlToken> code) {
        if (!code.isEmpty()) {
            statements.add(new Statement(statements.size(), 0, List.copyOf(all), List.copyOf(code)));
        } else if (!statements.isEmpty() && !all.isEmpty()) {
            // comments after the last semicolon belong to the statement before it (a trailing "-- note")
            Statement last = statements.remove(statements.size() - 1);
            List<SqlToken> merged = new ArrayList<>(last.tokens());
            merged.addAll(all);
            statements.add(new Statement(last.index(), 0, List.copyOf(merged), last.code()));
        }
    }

    /** Tracks {@code BEGIN ATOMIC ... END} (SQL-standard function bodies), whose semicolons end nothing. */
    private static final class AtomicBody {
        private int depth;
        private int cases;
        private boolean afterBegin;

        // every token of every statement passes here: words are compared in place, not upper-cased
        void see(SqlToken token) {
            if (afterBegin && token.isWord("ATOMIC")) {
                depth++;
            } else if (depth > 0 && token.isWord("CASE")) {
                cases++;
            } else if (depth > 0 && token.isWord("END")) {
                if (cases > 0) {
                    cases--;
                } else {
                    depth--;
                }
            }
            afterBegin = token.isWord("BEGIN");
        }

        boolean inside() {
            return depth > 0;
        }
    }
}
