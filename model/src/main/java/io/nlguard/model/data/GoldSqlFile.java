package io.nlguard.model.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A {@code dev_gold.sql} file: one {@code SQL<TAB>db_id} line per question, in dev order. */
final class GoldSqlFile {

    record Line(String sql, String dbId) {
    }

    private GoldSqlFile() {
    }

    static List<Line> read(Path file) throws IOException {
        List<Line> lines = new ArrayList<>();
        List<String> raw = TextFiles.read(file).lines();
        for (int i = 0; i < raw.size(); i++) {
            String line = raw.get(i);
            int tab = line.lastIndexOf('\t');
            if (tab < 0) {
                throw new IllegalStateException(file + " line " + (i + 1) + " has no TAB before the db_id");
            }
            lines.add(new Line(line.substring(0, tab).strip(), line.substring(tab + 1).strip()));
        }
        return lines;
    }
}
