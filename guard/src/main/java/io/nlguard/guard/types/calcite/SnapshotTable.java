package io.nlguard.guard.types.calcite;

import org.apache.calcite.rel.type.RelDataType;
import org.apache.calcite.rel.type.RelDataTypeFactory;
import org.apache.calcite.schema.impl.AbstractTable;

/**
 * A catalog table as Calcite sees it: only a row type, fixed when the snapshot is built. Calcite's
 * types are interned JVM-wide, so one instance serves validators with their own type factories.
 */
final class SnapshotTable extends AbstractTable {

    private final RelDataType rowType;

    SnapshotTable(RelDataType rowType) {
        this.rowType = rowType;
    }

    @Override
    public RelDataType getRowType(RelDataTypeFactory typeFactory) {
        return rowType;
    }
}
