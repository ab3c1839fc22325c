package io.nlguard.model.data;

import java.util.ArrayList;
import java.util.List;

/** A small RFC 4180 CSV parser: quoted fields may hold commas, doubled quotes and line breaks. */
final class CsvRows {

    private CsvRows() {
    }

    static List<List<String>> parse(String text) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        boolean rowStarted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
                continue;
            }
            switch (c) {
                case '"' -> {
                    quoted = true;
                    rowStarted = true;
                }
                case ',' -> {
                    row.add(field.toString());
                    field.setLength(0);
                    rowStarted = true;
                }
                case '\r' -> {
                    // dropped; \n ends the row
                }
                case '\n' -> {
                    if (rowStarted || field.length() > 0) {
                        row.add(field.toString());
                        rows.add(row);
                    }
                    row = new ArrayList<>();
                    field.setLength(0);
                    rowStarted = false;
                }
                default -> {
                    field.append(c);
                    rowStarted = true;
                }
            }
        }
        if (rowStarted || field.length() > 0) {
            row.add(field.toString());
            rows.add(row);
        }
        return rows;
    }
}
