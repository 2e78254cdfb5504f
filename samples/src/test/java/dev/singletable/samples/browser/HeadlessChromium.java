package dev.singletable.samples.browser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * A headless Chromium driven over the DevTools protocol with the JDK's own WebSocket client: no
 * driver, no library. Started with a fresh profile in a temporary directory, without network
 * services (sync, updates, background requests), and closed with it.
 */
public final class HeadlessChromium implements AutoCloseable {

  private static final List<String> NAMES =
      List.of("chromium", "chromium-browser", "google-chrome", "google-chrome-stable");
  private static final Duration TIMEOUT = Duration.ofSeconds(30);

  private final Process process;
  private final Path profile;
  private final WebSocket socket;
  private final AtomicLong ids = new AtomicLong();
  private final Map<Long, CompletableFuture<Map<String, Object>>> pending =
      new ConcurrentHashMap<>();
  private final List<Map<String, Object>> events = new CopyOnWriteArrayList<>();

  private HeadlessChromium(Process process, Path profile, URI endpoint) throws Exception {
    this.process = process;
    this.profile = profile;
    this.socket =
        HttpClient.newHttpClient()
            .newWebSocketBuilder()
            .connectTimeout(TIMEOUT)
            .buildAsync(endpoint, new Listener())
            .get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
  }

  /** The first Chromium or Chrome on the {@code PATH}, if any. */
  public static Optional<Path> find() {
    String path = System.getenv().getOrDefault("PATH", "");
    for (String name : NAMES) {
      for (String folder : path.split(java.io.File.pathSeparator)) {
        Path candidate = Path.of(folder, name);
        if (!folder.isEmpty() && Files.isExecutable(candidate)) {
          return Optional.of(candidate);
        }
      }
    }
    return Optional.empty();
  }

  /** Starts the browser and connects to it; the caller closes it. */
  public static HeadlessChromium launch(Path binary) throws Exception {
    Path profile = Files.createTempDirectory("singletable-chromium-");
    Process process =
        new ProcessBuilder(
                binary.toString(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--hide-scrollbars",
                "--user-data-dir=" + profile,
                "--remote-debugging-port=0",
                "about:blank")
            .redirectErrorStream(true)
            .redirectOutput(profile.resolve("chromium.log").toFile())
            .start();
    try {
      // Chromium writes the port it chose, and the browser's WebSocket path, into the profile.
      Path portFile = profile.resolve("DevToolsActivePort");
      long deadline = System.nanoTime() + TIMEOUT.toNanos();
      while (!Files.exists(portFile) || Files.readAllLines(portFile).size() < 2) {
        if (!process.isAlive() || System.nanoTime() > deadline) {
          throw new IllegalStateException(
              "Chromium did not start: " + Files.readString(profile.resolve("chromium.log")));
        }
        Thread.sleep(50);
      }
      List<String> lines = Files.readAllLines(portFile);
      URI endpoint = URI.create("ws://127.0.0.1:" + lines.get(0).trim() + lines.get(1).trim());
      return new HeadlessChromium(process, profile, endpoint);
    } catch (Exception e) {
      process.destroyForcibly();
      delete(profile);
      throw e;
    }
  }

  /** Opens a new tab of {@code width} x {@code height} CSS pixels on {@code url}. */
  public BrowserPage open(String url, int width, int height) {
    String target =
        (String) send(null, "Target.createTarget", Map.of("url", "about:blank")).get("targetId");
    String session =
        (String)
            send(null, "Target.attachToTarget", Map.of("targetId", target, "flatten", true))
                .get("sessionId");
    BrowserPage page = new BrowserPage(this, session);
    page.load(url, width, height);
    return page;
  }

  /** Sends a command (to a tab's session, or to the browser when null) and waits for its result. */
  Map<String, Object> send(String session, String method, Map<String, Object> params) {
    long id = ids.incrementAndGet();
    CompletableFuture<Map<String, Object>> reply = new CompletableFuture<>();
    pending.put(id, reply);
    Map<String, Object> message = new java.util.LinkedHashMap<>();
    message.put("id", id);
    message.put("method", method);
    message.put("params", params);
    if (session != null) {
      message.put("sessionId", session);
    }
    socket.sendText(Json.write(message), true).join();
    Map<String, Object> response;
    try {
      response = reply.get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new IllegalStateException(method + " got no answer from Chromium", e);
    } finally {
      pending.remove(id);
    }
    if (response.containsKey("error")) {
      throw new IllegalStateException(method + " failed: " + response.get("error"));
    }
    @SuppressWarnings("unchecked")
    Map<String, Object> result = (Map<String, Object>) response.get("result");
    return result;
  }

  /** The events received so far for a session, in order. */
  List<Map<String, Object>> events(String session) {
    List<Map<String, Object>> mine = new ArrayList<>();
    for (Map<String, Object> event : events) {
      if (session.equals(event.get("sessionId"))) {
        mine.add(event);
      }
    }
    return mine;
  }

  @Override
  public void close() throws Exception {
    // No answer is awaited: the browser may close the connection before sending one.
    socket.sendText(
        Json.write(Map.of("id", ids.incrementAndGet(), "method", "Browser.close")), true);
    if (!process.waitFor(10, TimeUnit.SECONDS)) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
    }
    socket.abort();
    process.waitFor(10, TimeUnit.SECONDS);
    delete(profile);
  }

  private static void delete(Path folder) {
    try (Stream<Path> files = Files.walk(folder)) {
      files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Collects text frames into messages and routes them to waiting commands or to the events. */
  private final class Listener implements WebSocket.Listener {

    private final StringBuilder partial = new StringBuilder();

    @Override
    public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        @SuppressWarnings("unchecked")
        Map<String, Object> message = (Map<String, Object>) Json.parse(partial.toString());
        partial.setLength(0);
        Object id = message.get("id");
        if (id instanceof Long number && pending.containsKey(number)) {
          pending.get(number).complete(message);
        } else if (message.containsKey("method")) {
          events.add(message);
        }
      }
      webSocket.request(1);
      return null;
    }
  }
}
