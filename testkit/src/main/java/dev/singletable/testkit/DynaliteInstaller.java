package dev.singletable.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Installs the pinned dynalite with npm into a cache folder once, safely when several JVMs start at
 * once: a file lock serialises installers and a staged install is moved into place whole, so a
 * half-finished install is never used.
 */
final class DynaliteInstaller {

  static final String VERSION = "4.0.0";
  static final String HOME_ENV = "SINGLETABLE_DYNALITE_HOME";

  private static final long NPM_TIMEOUT_MINUTES = 5;

  private DynaliteInstaller() {}

  /** {@code $SINGLETABLE_DYNALITE_HOME}, else {@code ~/.cache/singletable/dynalite-4.0.0}. */
  static Path defaultHome() {
    String configured = System.getenv(HOME_ENV);
    if (configured != null && !configured.isBlank()) {
      return Path.of(configured).toAbsolutePath();
    }
    return Path.of(System.getProperty("user.home"), ".cache", "singletable", "dynalite-" + VERSION);
  }

  /** Makes sure {@code home/node_modules} holds dynalite 4.0.0 and returns {@code home}. */
  static Path ensureInstalled(Path home) {
    NodeRuntime.requireNode();
    if (isInstalled(home)) {
      return home;
    }
    try {
      Files.createDirectories(home);
      // The JVM-wide monitor keeps two threads of one JVM off the file lock, which would throw for
      // them.
      synchronized (DynaliteInstaller.class) {
        try (FileChannel channel =
            FileChannel.open(
                home.resolve(".install.lock"),
                StandardOpenOption.CREATE,
                StandardOpenOption.WRITE)) {
          FileLock lock = channel.lock(); // released when the channel closes
          if (!isInstalled(home)) { // another JVM may have finished while we waited
            install(home);
          }
          lock.release();
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("could not install dynalite " + VERSION + " into " + home, e);
    }
    return home;
  }

  static boolean isInstalled(Path home) {
    Path manifest = home.resolve("node_modules").resolve("dynalite").resolve("package.json");
    if (!Files.isRegularFile(manifest)) {
      return false;
    }
    try {
      Map<String, Object> json = Json.parseObject(Files.readAllBytes(manifest));
      return VERSION.equals(json.get("version"));
    } catch (IOException | RuntimeException e) {
      return false;
    }
  }

  private static void install(Path home) throws IOException {
    removeLeftovers(home); // stagings of installers that died; we hold the lock, so none is running
    NodeRuntime.requireNpm();
    Path staging = Files.createTempDirectory(home, ".staging-");
    Path log = staging.resolve("npm-install.log");
    List<String> command =
        List.of(
            NodeRuntime.npmCommand(),
            "install",
            "--no-audit",
            "--no-fund",
            "--prefix",
            staging.toString(),
            "dynalite@" + VERSION);
    Process npm =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .redirectInput(ProcessBuilder.Redirect.from(nullDevice()))
            .start();
    try {
      if (!npm.waitFor(NPM_TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
        npm.descendants().forEach(ProcessHandle::destroyForcibly);
        npm.destroyForcibly();
        throw new IllegalStateException(
            "npm install of dynalite did not finish within "
                + NPM_TIMEOUT_MINUTES
                + " minutes; output: "
                + tail(log));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      npm.destroyForcibly();
      throw new IllegalStateException("interrupted while installing dynalite", e);
    }
    if (npm.exitValue() != 0 || !isInstalled(staging)) {
      throw new IllegalStateException(
          "`"
              + String.join(" ", command)
              + "` failed (exit "
              + npm.exitValue()
              + "); output:\n"
              + tail(log));
    }
    Path target = home.resolve("node_modules");
    if (Files.exists(
        target)) { // an older or broken install: set it aside first, the move must not merge
      Path stale = home.resolve(".stale-" + System.nanoTime());
      Files.move(target, stale, StandardCopyOption.ATOMIC_MOVE);
      deleteRecursively(stale);
    }
    Files.move(staging.resolve("node_modules"), target, StandardCopyOption.ATOMIC_MOVE);
    deleteRecursively(staging);
  }

  private static void removeLeftovers(Path home) throws IOException {
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(home, ".{staging,stale}-*")) {
      for (Path entry : entries) {
        deleteRecursively(entry);
      }
    }
  }

  private static void deleteRecursively(Path root) throws IOException {
    if (!Files.exists(root)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    }
  }

  private static java.io.File nullDevice() {
    return new java.io.File(
        System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null");
  }

  private static String tail(Path log) {
    try {
      List<String> lines = Files.readAllLines(log);
      return String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
    } catch (IOException e) {
      return "(no output: " + e + ")";
    }
  }
}
