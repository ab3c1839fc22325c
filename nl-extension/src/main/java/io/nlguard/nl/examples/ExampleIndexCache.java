package io.nlguard.nl.examples;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

/**
 * One example index per file version: a file is read once, and again only when its modification time or
 * size changes (the user edited it).
 */
public final class ExampleIndexCache {

    private record Version(Path file, long modified, long size) {
    }

    private final Cache<Version, ExampleIndex> indexes;

    public ExampleIndexCache(int maximumFiles) {
        this.indexes = Caffeine.newBuilder().maximumSize(maximumFiles).build();
    }

    /**
     * @throws IOException              when the file cannot be read
     * @throws IllegalArgumentException naming the line that is not a pair
     */
    public ExampleIndex of(Path file) throws IOException {
        Path absolute = file.toAbsolutePath().normalize();
        BasicFileAttributes attributes = Files.readAttributes(absolute, BasicFileAttributes.class);
        Version version = new Version(absolute, attributes.lastModifiedTime().toMillis(), attributes.size());
        try {
            return indexes.get(version, v -> {
                try {
                    return ExampleIndex.build(ExampleFile.read(v.file()));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
