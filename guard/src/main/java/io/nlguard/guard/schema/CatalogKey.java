package io.nlguard.guard.schema;

import java.util.List;
import java.util.Objects;

/**
 * What a catalog snapshot depends on: the target database (its JDBC URL), the login (privileges and
 * {@code $user} differ) and the resolved search path. Connections with equal keys share one snapshot.
 *
 * @param url        the target's JDBC URL; {@link #toString()} leaves out its query string, which may hold secrets
 * @param user       the login name, or null when the URL or driver decides it
 * @param searchPath the schemas unqualified names resolve in, as {@link CatalogLoader#searchPath} reports them
 */
public record CatalogKey(String url, String user, List<String> searchPath) {

    public CatalogKey {
        Objects.requireNonNull(url, "url");
        searchPath = List.copyOf(searchPath);
    }

    @Override
    public String toString() {
        int query = url.indexOf('?');
        return "CatalogKey[" + (query < 0 ? url : url.substring(0, query)) + ", user=" + user
                + ", search_path=" + searchPath + "]";
    }
}
