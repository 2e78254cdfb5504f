package dev.singletable.testkit;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * One in-memory dynalite in a child {@code node} process on a free loopback port, which dies with
 * the JVM: it exits when its stdin closes, and is destroyed on {@link #close()} and by a shutdown
 * hook.
 */
final class DynaliteProcess implements AutoCloseable {

  static final String LAUNCHER = "singletable-launcher.js";
  // The patches the launcher installs into dynalite before loading it, from this jar's resources.
  private static final List<String> PATCHES =
      List.of(
          "singletable-index-updates.js",
          "singletable-key-schemas.js",
          "singletable-native-query.js",
          "singletable-index-keys.js",
          "singletable-conditions.js");

  private static final String PORT_PREFIX = "DYNALITE_PORT=";
  private static final long START_TIMEOUT_SECONDS = 30;

  // Exiting on stdin EOF is what keeps a SIGKILLed JVM from leaving an orphan node behind: the
  // kernel closes the pipe's write end when the JVM dies, however it dies.
  private static final String LAUNCHER_SOURCE =
      String.join(
          "\n",
          "// Written by singletable-testkit: starts an in-memory dynalite for one JVM and exits"
              + " with it.",
          "'use strict'",
          "const path = require('path')",
          "// The patches change dynalite's actions and validations before it reads them.",
          "const home = path.join(__dirname, '..', 'node_modules', 'dynalite')",
          PATCHES.stream()
              .map(patch -> "require('./" + patch + "').install(home)")
              .collect(Collectors.joining("\n")),
          "const dynalite = require(home)",
          "const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 })",
          "// Never close idle keep-alive connections: the JVM side would race with the close.",
          "server.keepAliveTimeout = 0",
          "const quit = () => process.exit(0)",
          "process.stdin.on('end', quit)",
          "process.stdin.on('close', quit)",
          "process.stdin.on('error', quit)",
          "process.stdin.resume()",
          "server.listen(0, '127.0.0.1', () => console.log('"
              + PORT_PREFIX
              + "' + server.address().port))",
          "");

  private final Process process;
  private final URI endpoint;
  private final Thread shutdownHook;

  private DynaliteProcess(Process process, URI endpoint, Thread shutdownHook) {
    this.process = process;
    this.endpoint = endpoint;
    this.shutdownHook = shutdownHook;
  }

  /** Starts dynalite from an installed {@code home} and waits until it answers ListTables. */
  static DynaliteProcess start(Path home) {
    Path launcher = writeLauncher(home);
    Process process;
    try {
      process =
          new ProcessBuilder(NodeRuntime.nodeCommand(), launcher.toString())
              .directory(home.toFile())
              .start();
    } catch (IOException e) {
      throw new UncheckedIOException("could not start node " + launcher, e);
    }
    Thread hook = new Thread(() -> destroy(process), "singletable-dynalite-stop");
    Runtime.getRuntime().addShutdownHook(hook);
    Deque<String> output = new ArrayDeque<>();
    CompletableFuture<Integer> port = new CompletableFuture<>();
    drain(process.getInputStream(), output, port, "stdout");
    drain(process.getErrorStream(), output, null, "stderr");
    process
        .onExit()
        .thenRun(
            () ->
                port.completeExceptionally(
                    new IllegalStateException("node exited with " + process.exitValue())));
    try {
      URI endpoint =
          URI.create("http://127.0.0.1:" + port.get(START_TIMEOUT_SECONDS, TimeUnit.SECONDS));
      DynaliteProcess started = new DynaliteProcess(process, endpoint, hook);
      started.awaitReady();
      return started;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw failure(process, hook, output, "interrupted", e);
    } catch (ExecutionException | TimeoutException | RuntimeException e) {
      throw failure(process, hook, output, "dynalite did not start", e);
    }
  }

  URI endpoint() {
    return endpoint;
  }

  ProcessHandle handle() {
    return process.toHandle();
  }

  @Override
  public void close() {
    destroy(process);
    try {
      Runtime.getRuntime().removeShutdownHook(shutdownHook);
    } catch (IllegalStateException e) {
      // the JVM is already shutting down; the hook is running or has run
    }
  }

  private void awaitReady() {
    Upstream probe = new Upstream(endpoint);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_TIMEOUT_SECONDS);
    RuntimeException last = null;
    while (System.nanoTime() < deadline) {
      try {
        if (probe.call("ListTables", Json.object()).isSuccess()) {
          return;
        }
      } catch (RuntimeException e) {
        last = e;
      }
      sleep(50);
    }
    throw new IllegalStateException("dynalite did not answer ListTables at " + endpoint, last);
  }

  /**
   * Writes the launcher and its patches into a folder of {@code home} named by their content, so
   * that JVMs running other testkit versions on the same home never replace a script in use.
   */
  private static Path writeLauncher(Path home) {
    Map<String, byte[]> scripts = new LinkedHashMap<>();
    scripts.put(LAUNCHER, LAUNCHER_SOURCE.getBytes(StandardCharsets.UTF_8));
    PATCHES.forEach(patch -> scripts.put(patch, resource(patch)));
    Path folder = home.resolve("singletable-scripts-" + digest(scripts.values()));
    try {
      Files.createDirectories(folder);
    } catch (IOException e) {
      throw new UncheckedIOException("could not create " + folder, e);
    }
    scripts.forEach((name, source) -> write(folder.resolve(name), source));
    return folder.resolve(LAUNCHER);
  }

  private static byte[] resource(String name) {
    try (InputStream in = DynaliteProcess.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException("could not read " + name, e);
    }
  }

  private static String digest(Iterable<byte[]> sources) {
    try {
      MessageDigest sha = MessageDigest.getInstance("SHA-256");
      sources.forEach(sha::update);
      return HexFormat.of().formatHex(sha.digest(), 0, 6);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }

  private static void write(Path script, byte[] source) {
    try {
      if (Files.isRegularFile(script) && Arrays.equals(Files.readAllBytes(script), source)) {
        return;
      }
      // Written aside and moved, so that another JVM never runs a half-written script.
      Path temp = Files.createTempFile(script.getParent(), ".script-", ".js");
      Files.write(temp, source);
      Files.move(temp, script, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("could not write " + script, e);
    }
  }

  /** Reads a stream to its end on a daemon thread, so node never blocks on a full pipe. */
  private static void drain(
      InputStream stream, Deque<String> output, CompletableFuture<Integer> port, String name) {
    Thread reader =
        new Thread(
            () -> {
              try (BufferedReader lines =
                  new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                  if (port != null && line.startsWith(PORT_PREFIX)) {
                    port.complete(Integer.parseInt(line.substring(PORT_PREFIX.length()).trim()));
                  }
                  synchronized (output) {
                    output.addLast(name + ": " + line);
                    while (output.size() > 50) {
                      output.removeFirst();
                    }
                  }
                }
              } catch (IOException | RuntimeException e) {
                // the process is gone; what it printed so far is kept
              }
            },
            "singletable-dynalite-" + name);
    reader.setDaemon(true);
    reader.start();
  }

  private static IllegalStateException failure(
      Process process, Thread hook, Deque<String> output, String what, Exception cause) {
    destroy(process);
    try {
      Runtime.getRuntime().removeShutdownHook(hook);
    } catch (IllegalStateException ignored) {
      // shutting down
    }
    String printed;
    synchronized (output) {
      printed = String.join("\n", output);
    }
    return new IllegalStateException(what + "; node printed:\n" + printed, cause);
  }

  private static void destroy(Process process) {
    try {
      process.getOutputStream().close(); // the launcher exits by itself on stdin EOF
    } catch (IOException ignored) {
      // already closed
    }
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroy();
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for dynalite", e);
    }
  }
}
