package io.nlguard.driver.jdbc;

import java.sql.SQLException;
import java.sql.Wrapper;

/** The root of every wrapper: holds the real object and answers {@link Wrapper} for the chain. */
public abstract class JdbcDelegate<T extends Wrapper> implements Wrapper {

    protected final T delegate;

    protected JdbcDelegate(T delegate) {
        this.delegate = delegate;
    }

    @Override
    public <U> U unwrap(Class<U> iface) throws SQLException {
        if (iface.isInstance(this)) {
            return iface.cast(this);
        }
        if (iface.isInstance(delegate)) {
            return iface.cast(delegate);
        }
        return delegate.unwrap(iface);
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) throws SQLException {
        return iface.isInstance(this) || iface.isInstance(delegate) || delegate.isWrapperFor(iface);
    }

    @Override
    public String toString() {
        return "nlguard:" + delegate;
    }
}
