/**
 * The JDBC wrappers. Each {@code *Delegate} only delegates one interface (generated, see
 * {@code driver/tools/GenerateDelegates.java}); each {@code Guarded*} subclass carries the
 * behaviour: SQL interception, warnings ahead of the real driver's, and wrappers in place of real
 * objects wherever JDBC hands back a connection, statement or result set.
 */
package io.nlguard.driver.jdbc;
