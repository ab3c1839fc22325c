package io.nlguard.model.data;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CorpusLocationTest {

    @TempDir
    Path work;

    private Path repositoryWithModule() throws IOException {
        Path repo = Files.createDirectories(work.resolve("repo"));
        Files.writeString(repo.resolve("pom.xml"), "<project><modules><module>m</module></modules></project>");
        Path module = Files.createDirectories(repo.resolve("m"));
        Files.writeString(module.resolve("pom.xml"), "<project><parent/></project>");
        return module;
    }

    @Test
    void findsSharedDataNextToTheRepositoryRootFromAModule() throws IOException {
        Path module = repositoryWithModule();
        Path data = Files.createDirectories(work.resolve("shared/data"));
        assertEquals(Optional.of(data), CorpusLocation.find(Map.of(), module));
        assertEquals(Optional.of(data), CorpusLocation.find(Map.of(), module.getParent()));
    }

    @Test
    void theEnvironmentVariableWins() throws IOException {
        Path module = repositoryWithModule();
        Files.createDirectories(work.resolve("shared/data"));
        Path elsewhere = Files.createDirectories(work.resolve("elsewhere"));
        assertEquals(Optional.of(elsewhere), CorpusLocation.find(Map.of(CorpusLocation.ENV, elsewhere.toString()), module));
    }

    @Test
    void absentDataIsEmpty() throws IOException {
        Path module = repositoryWithModule();
        assertEquals(Optional.empty(), CorpusLocation.find(Map.of(), module));
        assertEquals(Optional.empty(), CorpusLocation.find(Map.of(CorpusLocation.ENV, work.resolve("nope").toString()), module));
    }
}
