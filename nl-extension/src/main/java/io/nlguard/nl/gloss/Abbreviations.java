package io.nlguard.nl.gloss;

import java.util.List;
import java.util.Map;

/**
 * The short forms schemas use for common words ({@code qty}, {@code dept}, {@code num}), so a question's
 * "quantity" finds {@code order_qty}. A small general map, not a domain dictionary.
 */
public final class Abbreviations {

    private static final Map<String, List<String>> EXPANSIONS = Map.ofEntries(
            Map.entry("qty", List.of("quantity")),
            Map.entry("amt", List.of("amount")),
            Map.entry("dept", List.of("department")),
            Map.entry("num", List.of("number")),
            Map.entry("no", List.of("number")),
            Map.entry("nbr", List.of("number")),
            Map.entry("cnt", List.of("count")),
            Map.entry("avg", List.of("average")),
            Map.entry("max", List.of("maximum")),
            Map.entry("min", List.of("minimum")),
            Map.entry("pct", List.of("percent")),
            Map.entry("perc", List.of("percent")),
            Map.entry("desc", List.of("description")),
            Map.entry("addr", List.of("address")),
            Map.entry("emp", List.of("employee")),
            Map.entry("mgr", List.of("manager")),
            Map.entry("cust", List.of("customer")),
            Map.entry("prod", List.of("product")),
            Map.entry("acct", List.of("account")),
            Map.entry("dob", List.of("date", "birth")),
            Map.entry("dt", List.of("date")),
            Map.entry("yr", List.of("year")),
            Map.entry("mth", List.of("month")),
            Map.entry("tel", List.of("telephone", "phone")),
            Map.entry("ph", List.of("phone")),
            Map.entry("st", List.of("street", "state")),
            Map.entry("po", List.of("purchase", "order")),
            Map.entry("org", List.of("organization")),
            Map.entry("info", List.of("information")),
            Map.entry("cat", List.of("category")),
            Map.entry("ref", List.of("reference")),
            Map.entry("stat", List.of("statistic")),
            Map.entry("temp", List.of("temperature")),
            Map.entry("lat", List.of("latitude")),
            Map.entry("lng", List.of("longitude")),
            Map.entry("lon", List.of("longitude")),
            Map.entry("long", List.of("longitude")),
            Map.entry("pos", List.of("position")),
            Map.entry("hp", List.of("horsepower")),
            Map.entry("mpg", List.of("miles", "gallon")),
            Map.entry("gpa", List.of("grade", "point", "average")),
            Map.entry("fname", List.of("first", "name")),
            Map.entry("lname", List.of("last", "name")),
            Map.entry("sex", List.of("gender")),
            Map.entry("std", List.of("student")),
            Map.entry("stu", List.of("student")),
            Map.entry("crs", List.of("course")),
            Map.entry("loc", List.of("location")),
            Map.entry("tst", List.of("test")),
            Map.entry("takr", List.of("taker")),
            Map.entry("adm", List.of("administrator")),
            Map.entry("admin", List.of("administrator")),
            Map.entry("ext", List.of("extension")),
            Map.entry("ops", List.of("operations")),
            Map.entry("edu", List.of("education")),
            Map.entry("ed", List.of("education")),
            Map.entry("enroll", List.of("enrollment")),
            Map.entry("pts", List.of("points")),
            Map.entry("ht", List.of("height")),
            Map.entry("wt", List.of("weight")),
            Map.entry("bday", List.of("birthday")),
            Map.entry("abbr", List.of("abbreviation")),
            Map.entry("trans", List.of("transaction")),
            Map.entry("amnt", List.of("amount")),
            Map.entry("id", List.of("identifier")));

    private Abbreviations() {
    }

    /**
     * The words a short form stands for, also with trailing digits dropped ({@code fname1} → first, name);
     * empty when it is none this map knows.
     */
    public static List<String> expand(String word) {
        List<String> words = EXPANSIONS.get(word);
        if (words == null) {
            String stem = word.replaceFirst("[0-9]+$", "");
            words = stem.isEmpty() ? null : EXPANSIONS.get(stem);
        }
        return words == null ? List.of() : words;
    }
}
