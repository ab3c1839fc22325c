package io.nlguard.guard.schema;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Wraps a real connection to record the metadata calls the loader makes and whether it closes every
 * statement and result set it opens; optionally plays a driver that refuses a null table name for keys.
 */
final class RecordingConnection {

    /** Metadata calls as {@code method(schema,table)}. */
    final List<String> calls = Collections.synchronizedList(new ArrayList<>());
    private final List<AutoCloseable> opened = Collections.synchronizedList(new ArrayList<>());
    private final Connection target;
    private final boolean rejectNullTable;

    RecordingConnection(Connection target, boolean rejectNullTable) {
        this.target = target;
        this.rejectNullTable = rejectNullTable;
    }

    Connection connection() {
        return proxy(Connection.class, target, (method, args, result) -> {
            if (result instanceof DatabaseMetaData metaData) {
                return metaData(metaData);
            }
            if (result instanceof Statement statement) {
                return track(statement);
            }
            return result;
        });
    }

    long callsOf(String method) {
        synchronized (calls) {
            return calls.stream().filter(c -> c.startsWith(method + "(")).count();
        }
    }

    /** What the loader opened and did not close. */
    List<AutoCloseable> leftOpen() throws Exception {
        List<AutoCloseable> open = new ArrayList<>();
        synchronized (opened) {
            for (AutoCloseable resource : opened) {
                boolean closed = resource instanceof ResultSet rs ? rs.isClosed() : ((Statement) resource).isClosed();
                if (!closed) {
                    open.add(resource);
                }
            }
        }
        return open;
    }

    private DatabaseMetaData metaData(DatabaseMetaData real) {
        return proxy(DatabaseMetaData.class, real, null, (method, args) -> {
            String name = method.getName();
            if (name.startsWith("get") && args != null && args.length >= 3 && name.matches("getTables|getColumns|getPrimaryKeys|getImportedKeys")) {
                calls.add(name + "(" + args[1] + "," + args[2] + ")");
                if (rejectNullTable && args[2] == null) {
                    throw new SQLFeatureNotSupportedException("table name required");
                }
            }
        });
    }

    private <T extends AutoCloseable> T track(T resource) {
        opened.add(resource);
        return resource;
    }

    private interface ResultMapper {
        Object map(Method method, Object[] args, Object result) throws Exception;
    }

    private interface BeforeCall {
        void before(Method method, Object[] args) throws Exception;
    }

    private <T> T proxy(Class<T> type, T real, ResultMapper mapper) {
        return proxy(type, real, mapper, null);
    }

    private <T> T proxy(Class<T> type, T real, ResultMapper mapper, BeforeCall before) {
        InvocationHandler handler = (p, method, args) -> {
            if (before != null) {
                before.before(method, args);
            }
            Object result;
            try {
                result = method.invoke(real, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            if (result instanceof ResultSet rs) {
                return track(rs);
            }
            return mapper == null ? result : mapper.map(method, args, result);
        };
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[]{type}, handler));
    }
}
