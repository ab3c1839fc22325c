package io.nlguard.nl.retrieve;

import java.util.List;
import java.util.Locale;

import io.nlguard.guard.schema.Column;
import io.nlguard.guard.schema.ForeignKey;
import io.nlguard.guard.schema.Table;

/**
 * The schema context as M-Schema text (XiYan-SQL's format): a {@code 【DB_ID】} line, a {@code # Table:} block
 * per table with one {@code (column:TYPE, Primary Key, comment, Examples: [...])} line per column, and the
 * {@code 【Foreign keys】} among the chosen tables whose columns are kept. Examples appear only when values
 * are known (not yet: no value index).
 */
public final class MSchema {

    private MSchema() {
    }

    public static String render(String dbId, List<ChosenTable> tables) {
        return render(dbId, tables, SchemaComments.NONE);
    }

    /** With each column's comment after its type and keys, as M-Schema gives descriptions. */
    public static String render(String dbId, List<ChosenTable> tables, SchemaComments comments) {
        StringBuilder text = new StringBuilder();
        text.append("【DB_ID】 ").append(dbId).append('\n').append("【Schema】\n");
        for (ChosenTable chosen : tables) {
            Table table = chosen.table();
            text.append("# Table: ").append(table.name().name()).append("\n[\n");
            List<Column> columns = chosen.columns();
            for (int i = 0; i < columns.size(); i++) {
                Column column = columns.get(i);
                text.append('(').append(column.name()).append(':').append(column.nativeType().toUpperCase(Locale.ROOT));
                if (table.primaryKey().stream().anyMatch(k -> k.equalsIgnoreCase(column.name()))) {
                    text.append(", Primary Key");
                }
                String comment = comments.of(table, column);
                if (!comment.isEmpty()) {
                    text.append(", ").append(comment);
                }
                text.append(')').append(i + 1 < columns.size() ? ",\n" : "\n");
            }
            text.append("]\n");
        }
        StringBuilder keys = new StringBuilder();
        for (ChosenTable chosen : tables) {
            for (ForeignKey fk : chosen.table().foreignKeys()) {
                ChosenTable target = find(tables, fk.toTable().name());
                if (target != null && kept(chosen, fk.fromColumns()) && kept(target, fk.toColumns())) {
                    for (int i = 0; i < fk.fromColumns().size(); i++) {
                        keys.append(chosen.table().name().name()).append('.').append(fk.fromColumns().get(i)).append('=')
                                .append(target.table().name().name()).append('.').append(fk.toColumns().get(i)).append('\n');
                    }
                }
            }
        }
        if (!keys.isEmpty()) {
            text.append("【Foreign keys】\n").append(keys);
        }
        return text.toString();
    }

    private static ChosenTable find(List<ChosenTable> tables, String name) {
        for (ChosenTable t : tables) {
            if (t.table().name().name().equalsIgnoreCase(name)) {
                return t;
            }
        }
        return null;
    }

    private static boolean kept(ChosenTable table, List<String> names) {
        return names.stream().allMatch(n -> table.columns().stream().anyMatch(c -> c.name().equalsIgnoreCase(n)));
    }
}
