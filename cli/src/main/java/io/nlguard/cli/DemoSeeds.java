package io.nlguard.cli;

import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.nlguard.guard.schema.Catalog;
import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.Table;
import io.nlguard.guard.schema.TableKind;
import io.nlguard.guard.schema.TableName;

/**
 * The demo's part of the abstention set: the questions of {@link DemoQuestions} and a few more about
 * {@link SampleSchema}, each with the gold SQL written by hand (a test runs every one on the sample schema),
 * and the sample schema's catalog read from its DDL, so the set needs no database.
 */
public final class DemoSeeds {

    /** Question and gold SQL, in a fixed order: the demo's own questions first. */
    public static final Map<String, String> GOLD = gold();

    private static final Pattern TABLE = Pattern.compile("CREATE TABLE (\\w+) \\((.*?)\\n\\s*\\);", Pattern.DOTALL);
    private static final Pattern COLUMN = Pattern.compile("^\\s*(\\w+)\\s+(\\w+)", Pattern.MULTILINE);
    private static final List<String> NOT_COLUMNS = List.of("CHECK", "PRIMARY", "UNIQUE", "FOREIGN", "CONSTRAINT");

    private DemoSeeds() {
    }

    private static Map<String, String> gold() {
        Map<String, String> gold = new LinkedHashMap<>();
        gold.put(DemoQuestions.QUESTIONS.get(0), "SELECT r.name, count(*) FROM customers c JOIN regions r"
                + " ON r.region_id = c.region_id GROUP BY r.name");
        gold.put(DemoQuestions.QUESTIONS.get(1), "SELECT name, list_price FROM products ORDER BY list_price DESC LIMIT 5");
        gold.put(DemoQuestions.QUESTIONS.get(2), "SELECT count(*) FROM orders WHERE status = 'cancelled'");
        gold.put("What are the names of the products in the category Furniture?",
                "SELECT name FROM products WHERE category = 'Furniture'");
        gold.put("How many customers are in the tier gold?", "SELECT count(*) FROM customers WHERE tier = 'gold'");
        gold.put("What is the budget of each department?", "SELECT name, budget FROM departments");
        gold.put("What is the average salary per department?", "SELECT d.name, avg(e.salary) FROM employees e"
                + " JOIN departments d ON d.department_id = e.department_id GROUP BY d.name");
        gold.put("Which employee has the highest salary?", "SELECT first_name, last_name FROM employees"
                + " ORDER BY salary DESC LIMIT 1");
        gold.put("Who is the oldest customer?", "SELECT name FROM customers ORDER BY created_on LIMIT 1");
        gold.put("How many employees were hired after 2020?", "SELECT count(*) FROM employees"
                + " WHERE extract(year FROM hired_on) > 2020");
        gold.put("What are the names of the customers in the region North?", "SELECT c.name FROM customers c"
                + " JOIN regions r ON r.region_id = c.region_id WHERE r.name = 'North'");
        return gold;
    }

    /** The sample schema's tables and columns (names only matter here; types are approximate). */
    public static Catalog catalog() {
        List<Table> tables = new ArrayList<>();
        Matcher table = TABLE.matcher(SampleSchema.DDL);
        while (table.find()) {
            List<Column> columns = new ArrayList<>();
            Matcher column = COLUMN.matcher(table.group(2));
            while (column.find()) {
                if (!NOT_COLUMNS.contains(column.group(1).toUpperCase(java.util.Locale.ROOT))) {
                    columns.add(new Column(column.group(1), columns.size() + 1, Types.OTHER, column.group(2), true));
                }
            }
            tables.add(new Table(new TableName("public", table.group(1)), TableKind.TABLE, columns, List.of(), List.of()));
        }
        return Catalog.of(List.of("public"), tables);
    }
}
