package io.nlguard.guard.sql;

import org.junit.jupiter.api.Test;

class TreeDump {
    @Test
    void dump() {
        SqlParser parser = new SqlParser();
        for (String sql : System.getProperty("dump.sql", "SELECT 1").split(";;")) {
            ParseResult r = parser.parse(sql);
            if (r instanceof ParsedSql p) {
                for (SqlTree t : p.statements()) System.out.println(t.print());
            } else System.out.println(r);
        }
    }
}
