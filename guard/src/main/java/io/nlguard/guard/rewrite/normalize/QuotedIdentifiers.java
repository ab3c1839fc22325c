package io.nlguard.guard.rewrite.normalize;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import io.nlguard.guard.rewrite.AbstractPass;
import io.nlguard.guard.rewrite.PassContext;
import io.nlguard.guard.names.PgNames;
import io.nlguard.guard.rewrite.RewriteStage;
import io.nlguard.guard.rewrite.normalize.NameOccurrences.Occurrence;
import io.nlguard.guard.sql.NodeType;
import io.nlguard.guard.sql.Role;
import io.nlguard.guard.sql.SqlNode;

/**
 * Names quoted the MySQL/SQLite way, {@code `name`}, and quoted names whose case is not the catalog's,
 * → the PostgreSQL spelling. SQLite and MySQL match names case-insensitively, quoted or not; PostgreSQL
 * folds bare names to lower case and matches quoted ones exactly. So:
 * <ul>
 * <li>a name of a catalog table or column is written as the catalog stores it, quoted only where it
 * must be: {@code `CDSCode`} and {@code "CDSCode"} → {@code cdscode}, {@code `FRPM Count (K-12)`} →
 * {@code "FRPM Count (K-12)"};</li>
 * <li>a name the statement defines (alias, CTE, output column) only changes its quotes, and every use of
 * it is spelled so that PostgreSQL sees one name: {@code `T1`} stays {@code "T1"} when it is always
 * quoted, and becomes bare {@code T1} when it is also written bare somewhere (which PostgreSQL folds to
 * {@code t1}); a name a derived table passes through from the catalog takes the catalog's spelling.</li>
 * </ul>
 * A column alias written as a string, {@code AS 'Percentage'} (SQLite), is treated like a backticked one.
 * Bare names are never touched (PostgreSQL folds them as SQLite matches them), nor are double-quoted
 * names that already mean what they meant. A double-quoted name that names nothing is a string in
 * SQLite and left to {@code normalize.string-literals}; so is {@code "T1.cds"}, one name to SQLite that
 * the parser reads as qualified. Square brackets ({@code [name]}, SQL Server) are not handled: the parser
 * would need an option that breaks PostgreSQL's array subscripts ({@code ARRAY[1, 2]}).
 */
public final class QuotedIdentifiers extends AbstractPass {

    public QuotedIdentifiers() {
        super("normalize.identifiers", RewriteStage.NORMALIZE,
                "`name` and quoted names in another case than the catalog's → the name as PostgreSQL stores it, quoted only where needed");
    }

    @Override
    public void apply(PassContext context) {
        if (!mayQuoteAName(context)) {
            return; // the common case, kept cheap: collecting every name's span costs a quarter of a parse
        }
        NameOccurrences occurrences = NameOccurrences.of(context);
        Map<String, List<Occurrence>> byName = new LinkedHashMap<>();
        for (Occurrence occurrence : occurrences.all()) {
            byName.computeIfAbsent(occurrence.key(), k -> new ArrayList<>()).add(occurrence);
        }
        for (Map.Entry<String, List<Occurrence>> entry : byName.entrySet()) {
            List<Occurrence> defined = new ArrayList<>();
            for (Occurrence occurrence : entry.getValue()) {
                if (occurrence.stored() != null) {
                    catalogName(context, occurrence);
                } else {
                    defined.add(occurrence);
                }
            }
            definedName(context, defined, entry.getKey(), occurrences);
        }
    }

    /** Whether any name is written quoted: a backtick or double quote in the text, or an alias given as a string. */
    private static boolean mayQuoteAName(PassContext context) {
        String sql = context.sql();
        if (sql.indexOf('`') >= 0 || sql.indexOf('"') >= 0) {
            return true;
        }
        for (SqlNode node : context.tree().nodes()) {
            if (node.role() == Role.ALIAS && node.name() != null && node.name().startsWith("'")) {
                return true;
            }
        }
        return false;
    }

    /** A catalog table or column: written as stored unless it is bare or already quoted exactly. */
    private static void catalogName(PassContext context, Occurrence occurrence) {
        if (!occurrence.located()) {
            if (occurrence.node().quoted()) {
                context.decline(occurrence.node(), "the exact text of this quoted name is not known");
            }
            return;
        }
        String raw = occurrence.raw();
        boolean fine = PgNames.isDoubleQuoted(raw) ? occurrence.stored().equals(PgNames.meaning(raw)) : !PgNames.isForeignQuoted(raw);
        if (!fine) {
            String spelled = PgNames.spell(occurrence.stored());
            context.replace(occurrence.start(), occurrence.end(), spelled, occurrence.node(), 1.0, PgNames.isForeignQuoted(raw)
                    ? foreignQuotes(raw) + "; PostgreSQL writes this name " + spelled
                    : "PostgreSQL stores this name as " + spelled + " and matches quoted names by case");
        }
    }

    /**
     * The uses of one name the statement defines (case-insensitively): left alone when PostgreSQL already
     * reads them all alike, else all respelled alike.
     */
    private static void definedName(PassContext context, List<Occurrence> uses, String key, NameOccurrences occurrences) {
        SqliteNames names = occurrences.names();
        boolean backticks = false;
        Set<String> meanings = new HashSet<>();
        Occurrence unlocated = null;
        for (Occurrence use : uses) {
            if (!use.located()) {
                unlocated = use;
                continue;
            }
            backticks |= PgNames.isForeignQuoted(use.raw());
            meanings.add(PgNames.meaning(use.raw()));
        }
        if (!backticks && meanings.size() <= 1) {
            return;
        }
        if (unlocated != null) {
            context.decline(unlocated.node(), "not every use of this name could be found exactly in the text");
            return;
        }
        if (!backticks) {
            // valid PostgreSQL may mean two things here (AS "X", AS "x"; ORDER BY "name" past an alias "Name")
            String different = differentMeanings(uses, names);
            if (different != null) {
                context.decline(uses.get(0).node(), different);
                return;
            }
        }
        Map<Occurrence, String> spellings = spellings(uses, occurrences.catalogNames(key));
        if (spellings == null) {
            context.decline(uses.get(0).node(), "no one spelling fits every use of this name: the catalog or the statement has it in more than one case");
            return;
        }
        for (Map.Entry<Occurrence, String> entry : spellings.entrySet()) {
            Occurrence use = entry.getKey();
            if (!use.raw().equals(entry.getValue())) {
                context.replace(use.start(), use.end(), entry.getValue(), use.node(), 1.0, PgNames.isForeignQuoted(use.raw())
                        ? foreignQuotes(use.raw()) + "; PostgreSQL quotes names with double quotes"
                        : "this name is also written in another case or bare; PostgreSQL matches quoted names by case");
            }
        }
    }

    /**
     * Why PostgreSQL may read the differently cased uses of a name as different things on purpose: two
     * definitions it tells apart, or a quoted column it finds exactly as written. Null when neither.
     */
    private static String differentMeanings(List<Occurrence> uses, SqliteNames names) {
        Set<String> defined = new HashSet<>();
        for (Occurrence use : uses) {
            if (use.definition()) {
                defined.add(PgNames.meaning(use.raw()));
            }
            SqlNode parent = use.node().parent();
            if (PgNames.isDoubleQuoted(use.raw()) && use.node().role() == Role.THIS && parent != null
                    && parent.type() == NodeType.COLUMN && names.resolvesExactly(parent)) {
                return "PostgreSQL finds " + use.raw() + " as written; respelling it would change what it names";
            }
        }
        return defined.size() > 1 ? "PostgreSQL reads the differently cased definitions of this name as different names" : null;
    }

    private static String foreignQuotes(String raw) {
        return raw.startsWith("`") ? "backticks quote names in MySQL and SQLite" : "a string as an alias is SQLite";
    }

    /**
     * The spelling of every quoted use so that PostgreSQL reads one name; bare uses keep theirs (and
     * fold to lower case). Null when no spelling fits all uses.
     */
    private static Map<Occurrence, String> spellings(List<Occurrence> uses, Set<String> catalogSpellings) {
        List<Occurrence> quoted = new ArrayList<>();
        boolean anyBare = false;
        Set<String> quotedNames = new HashSet<>();
        for (Occurrence use : uses) {
            if (PgNames.meaning(use.raw()) != null && !PgNames.isDoubleQuoted(use.raw())) {
                anyBare = true;
            } else {
                quoted.add(use);
                quotedNames.add(use.name());
            }
        }
        String key = uses.get(0).key();
        Map<Occurrence, String> spellings = new LinkedHashMap<>();
        if (catalogSpellings.size() > 1) {
            return null;
        }
        if (catalogSpellings.size() == 1) {
            // a derived table's column or an alias named like a catalog name: one spelling, the catalog's
            String stored = catalogSpellings.iterator().next();
            if (anyBare && !stored.equals(key)) {
                return null;
            }
            for (Occurrence use : quoted) {
                spellings.put(use, stored.equals(PgNames.meaning(use.raw())) ? use.raw() : PgNames.spell(stored));
            }
            return spellings;
        }
        if (!anyBare && quotedNames.size() == 1) {
            // always quoted, in one case: only the quotes change
            String spelled = PgNames.spell(quoted.get(0).name());
            quoted.forEach(use -> spellings.put(use, spelled));
            return spellings;
        }
        if (PgNames.isWord(key)) {
            // bare somewhere or in several cases: every use bare (PostgreSQL folds them alike)
            for (Occurrence use : quoted) {
                spellings.put(use, PgNames.canBeBare(use.name()) ? use.name() : PgNames.quote(use.name().toLowerCase(Locale.ROOT)));
            }
            return spellings;
        }
        if (anyBare) {
            return null;
        }
        String chosen = quoted.stream().filter(Occurrence::definition).findFirst().orElse(quoted.get(0)).name();
        quoted.forEach(use -> spellings.put(use, PgNames.quote(chosen)));
        return spellings;
    }
}
