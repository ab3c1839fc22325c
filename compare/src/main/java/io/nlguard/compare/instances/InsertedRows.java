package io.nlguard.compare.instances;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The rows the filler inserted into one table of an instance: their values (null for NULL) and row ids. */
final class InsertedRows {

    private final List<Map<String, String>> rows = new ArrayList<>();
    private final List<String> ctids = new ArrayList<>();

    void add(Map<String, String> row, String ctid) {
        rows.add(row);
        ctids.add(ctid);
    }

    List<Map<String, String>> rows() {
        return rows;
    }

    String ctid(int row) {
        return ctids.get(row);
    }

    void updated(int row, String ctid) {
        ctids.set(row, ctid);
    }

    int size() {
        return rows.size();
    }
}
