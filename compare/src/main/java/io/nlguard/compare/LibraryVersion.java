package io.nlguard.compare;

/** nlguard's version for {@code run_metadata.library_version}: the jar manifest's, or {@code development} from classes. */
final class LibraryVersion {

    private LibraryVersion() {
    }

    static String get() {
        String version = LibraryVersion.class.getPackage().getImplementationVersion();
        return version == null ? "development" : version;
    }
}
