package dev.singletable.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Installing dynalite into a cache folder, and the messages when Node.js is missing or too old. */
class DynaliteInstallerTest {

  @Test
  void replacesABrokenInstallOnceEvenWhenAskedConcurrently(@TempDir Path temp) throws Exception {
    assumeTrue(System.getenv(LocalDynamoDb.ENDPOINT_ENV) == null, "needs npm and the registry");
    Path home = temp.resolve("dynalite-home");
    Path oldManifest = home.resolve("node_modules/dynalite/package.json");
    Files.createDirectories(oldManifest.getParent());
    Files.writeString(oldManifest, "{\"name\":\"dynalite\",\"version\":\"3.2.2\"}");
    Files.createDirectories(home.resolve(".staging-123/node_modules/half-written"));
    assertThat(DynaliteInstaller.isInstalled(home)).isFalse();

    List<CompletableFuture<Path>> installs =
        Stream.of(1, 2)
            .map(i -> CompletableFuture.supplyAsync(() -> DynaliteInstaller.ensureInstalled(home)))
            .toList();
    for (CompletableFuture<Path> install : installs) {
      assertThat(install.get()).isEqualTo(home);
    }

    assertThat(DynaliteInstaller.isInstalled(home)).isTrue();
    try (Stream<Path> entries = Files.list(home)) {
      assertThat(entries.map(p -> p.getFileName().toString()))
          .containsExactlyInAnyOrder("node_modules", ".install.lock");
    }
    try (DynaliteProcess process = DynaliteProcess.start(home)) {
      assertThat(process.handle().isAlive()).isTrue();
    }
  }

  @Test
  void explainsAMissingOrOldNode(@TempDir Path temp) throws Exception {
    assertThatThrownBy(() -> NodeRuntime.requireNode("no-such-node-binary-for-singletable"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("needs Node.js 20+")
        .hasMessageContaining("was not found on the PATH")
        .hasMessageContaining(LocalDynamoDb.ENDPOINT_ENV);

    assumeTrue(!System.getProperty("os.name").startsWith("Windows"));
    Path oldNode = temp.resolve("old-node");
    Files.writeString(oldNode, "#!/bin/sh\necho v18.19.0\n");
    Files.setPosixFilePermissions(oldNode, PosixFilePermissions.fromString("rwx------"));
    assertThatThrownBy(() -> NodeRuntime.requireNode(oldNode.toString()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("requires Node.js 20+")
        .hasMessageContaining("v18.19.0");
  }

  @Test
  void homeDefaultsToTheUserCache() {
    assumeTrue(System.getenv(LocalDynamoDb.DYNALITE_HOME_ENV) == null);
    assertThat(DynaliteInstaller.defaultHome())
        .isEqualTo(
            Path.of(System.getProperty("user.home"), ".cache", "singletable", "dynalite-4.0.0"));
  }
}
