package io.nlguard.nl.knowledge;

/** The parts of a {@code table.column} reference of the file ({@code sales.orders.amount}: table {@code sales.orders}). */
final class TableColumn {

    private TableColumn() {
    }

    static boolean isQualified(String reference) {
        int dot = reference.lastIndexOf('.');
        return dot > 0 && dot < reference.length() - 1;
    }

    static String table(String reference) {
        String table = reference.substring(0, Math.max(0, reference.lastIndexOf('.')));
        int schemaDot = table.lastIndexOf('.');
        return schemaDot < 0 ? table : table.substring(schemaDot + 1);
    }

    static String column(String reference) {
        return reference.substring(reference.lastIndexOf('.') + 1);
    }
}
