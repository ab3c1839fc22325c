package io.nlguard.guard.names;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.StringJoiner;

import org.apache.commons.text.similarity.JaroWinklerSimilarity;
import org.apache.commons.text.similarity.LevenshteinDistance;

/**
 * The one name matcher: ranks names (a table's columns, the schema's tables, the aliases in scope) by how
 * likely each is the one a misspelled name meant, and says when the best is sure enough to use. Every
 * diagnosis of an unresolved reference ({@link Diagnoses}) ranks with it, so lint, autocorrect and the
 * hints name the same candidates. Scores, highest first:
 * <ul>
 *   <li>1.0: the same name in another case ({@code "free meal count (k-12)"} for {@code "Free Meal Count (K-12)"});</li>
 *   <li>0.95: the same letters and digits once case, spaces, underscores and punctuation are ignored
 *       ({@code FirstName}, {@code first_name}, {@code "First Name"});</li>
 *   <li>0.9: the owning table's name as a prefix on one side only ({@code event_status} on table
 *       {@code event} for {@code status});</li>
 *   <li>one name inside the other ({@code enrollment} in {@code Enrollment (K-12)}): at most 0.8, never
 *       enough alone, since the longer name is a more specific one and there are often several; except
 *       a single letter more or less at either end of a name of six or more ({@code concert_nam}), a typo;</li>
 *   <li>otherwise the mean of Levenshtein similarity and Jaro–Winkler similarity over those
 *       letters and digits, at most 0.94; at most 0.8 (never enough) beyond one edit in a name of fewer
 *       than ten letters, or two edits in a longer one.</li>
 * </ul>
 * Names of fewer than four letters and digits are used only by the first three rules: one edit turns
 * {@code tp} into {@code pt}. Three letters one edit from a name ({@code nme} for {@code name}) are worth
 * naming, at {@link #SHORT} (never used, and never close enough to spoil a sure candidate's margin). Names
 * that differ only in their digits never
 * match ({@code atom_id}/{@code atom_id2}, {@code home_player_1}/{@code home_player_11}): numbered
 * columns are different columns, not typos of each other.
 */
public final class NameCandidates {

    /**
     * The score from which a name is used: one edit in a name of five or more letters reaches it
     * ({@code singr} for {@code singer} scores 0.90, {@code creationdate} for {@code creaiondate} 0.92),
     * two edits in a name of eight do not ({@code capasiti} for {@code capacity}, 0.83), nor does a name
     * inside another.
     */
    public static final double ACCEPT = 0.85;

    /**
     * How far the best must lead the runner-up: two candidates one edit away from the name
     * ({@code colour} between {@code color} and {@code colours}), or one name on two tables, are a guess,
     * not a correction. 0.08 is about the gap between one edit and two in a name of eight letters.
     */
    public static final double MARGIN = 0.08;

    /** Below this a candidate is not worth naming in a message. */
    public static final double MENTION = 0.6;

    /** The most a candidate scores that is too many edits away to be a typo: worth naming, never used. */
    private static final double MENTION_ONLY = 0.8;

    /**
     * The score of a three-letter name one edit from a candidate: named, never used, and more than
     * {@link #MARGIN} under {@link #ACCEPT}, so that it never makes a sure candidate unsure.
     */
    static final double SHORT = 0.75;

    private static final LevenshteinDistance EDITS = LevenshteinDistance.getDefaultInstance();
    private static final JaroWinklerSimilarity SIMILARITY = new JaroWinklerSimilarity();

    /** A candidate name, the table it belongs to (or null), and its score. */
    public record Candidate(String name, String owner, double score) {

        /** {@code creaiondate (0.95)}, or {@code T1.creaiondate (0.95)} with an owner. */
        public String describe() {
            return (owner == null ? "" : owner + ".") + name + String.format(Locale.ROOT, " (%.2f)", score);
        }
    }

    private NameCandidates() {
    }

    /** How likely {@code candidate} (a name of table {@code owner}, or null) is the name {@code wanted} meant, 0 to 1. */
    public static double score(String wanted, String candidate, String owner) {
        if (wanted == null || candidate == null) {
            return 0;
        }
        if (wanted.equalsIgnoreCase(candidate)) {
            return 1.0;
        }
        String w = key(wanted);
        String c = key(candidate);
        if (w.isEmpty() || c.isEmpty()) {
            return 0;
        }
        if (w.equals(c)) {
            return 0.95;
        }
        if (!w.equals(c) && letters(w).equals(letters(c))) {
            return 0; // differ only in digits
        }
        String o = owner == null ? "" : key(owner);
        if (!o.isEmpty() && (w.equals(o + c) || c.equals(o + w))) {
            return 0.9;
        }
        if (Math.min(w.length(), c.length()) < 4) {
            return Math.min(w.length(), c.length()) == 3 && EDITS.apply(w, c) == 1 ? SHORT : 0;
        }
        String shorter = w.length() <= c.length() ? w : c;
        String longer = shorter == w ? c : w;
        if (longer.contains(shorter) && (longer.length() - shorter.length() > 1 || shorter.length() < 6)) {
            // a more specific name (enrollment → Enrollment (K-12) or Enrollment (Ages 5-17)?), or a
            // short one with a letter more (type/types, year/years are often both columns)
            return 0.5 + 0.3 * shorter.length() / longer.length();
        }
        int edits = EDITS.apply(w, c);
        double score = Math.min(0.94, (1.0 - (double) edits / longer.length() + SIMILARITY.apply(w, c)) / 2);
        // a typo is one or two slips: more edits make another name, however long the common prefix
        // (ref_templates is not ref_template_types, property_type_name not property_type_code)
        return edits <= (longer.length() < 10 ? 1 : 2) ? score : Math.min(score, MENTION_ONLY);
    }

    /** The candidates worth naming (score at least {@link #MENTION}), best first. */
    public static List<Candidate> rank(String wanted, Collection<String> names, String owner) {
        List<Candidate> ranked = new ArrayList<>();
        add(ranked, wanted, names, owner);
        sort(ranked);
        return ranked;
    }

    /** Adds the candidates of one more table to {@code ranked}, unsorted: see {@link #sort}. */
    public static void add(List<Candidate> ranked, String wanted, Collection<String> names, String owner) {
        for (String name : names) {
            double score = score(wanted, name, owner);
            if (score >= MENTION) {
                ranked.add(new Candidate(name, owner, score));
            }
        }
    }

    public static void sort(List<Candidate> ranked) {
        ranked.sort(Comparator.comparingDouble(Candidate::score).reversed());
    }

    /**
     * The best candidate when it reaches {@link #ACCEPT} and leads the next by {@link #MARGIN} (or is the only
     * one equal to the name but for case), else null.
     */
    public static Candidate confident(List<Candidate> ranked) {
        return confident(ranked, ACCEPT);
    }

    /** As {@link #confident(List)} with a higher bar, for a name that another table has verbatim. */
    public static Candidate confident(List<Candidate> ranked, double accept) {
        if (ranked.isEmpty() || ranked.get(0).score() < accept) {
            return null;
        }
        double next = ranked.size() > 1 ? ranked.get(1).score() : 0;
        if (ranked.get(0).score() >= 1.0) {
            return next < 1.0 ? ranked.get(0) : null; // the same name in another case is unmistakable, unless it is there twice
        }
        if (next > 0 && ranked.get(0).score() - next < MARGIN) {
            return null;
        }
        return ranked.get(0);
    }

    /** {@code a (0.91), b (0.80)}: at most {@code max} of the best, for messages. */
    public static String describe(List<Candidate> ranked, int max) {
        StringJoiner joined = new StringJoiner(", ");
        for (int i = 0; i < Math.min(max, ranked.size()); i++) {
            joined.add(ranked.get(i).describe());
        }
        return joined.toString();
    }

    /** Lower-case letters and digits only: what stays the same across snake, camel and spaced spellings. */
    static String key(String name) {
        StringBuilder key = new StringBuilder(name.length());
        for (int i = 0; i < name.length(); i++) {
            char ch = Character.toLowerCase(name.charAt(i));
            if (Character.isLetterOrDigit(ch)) {
                key.append(ch);
            }
        }
        return key.toString();
    }

    private static String letters(String key) {
        StringBuilder letters = new StringBuilder(key.length());
        for (int i = 0; i < key.length(); i++) {
            if (!Character.isDigit(key.charAt(i))) {
                letters.append(key.charAt(i));
            }
        }
        return letters.toString();
    }
}
