package dev.singletable.samples.browser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One tab of a {@link HeadlessChromium}: load, run script, click, type, look, and listen. */
public final class BrowserPage {

  private final HeadlessChromium browser;
  private final String session;
  private int width;
  private int height;

  BrowserPage(HeadlessChromium browser, String session) {
    this.browser = browser;
    this.session = session;
  }

  void load(String url, int width, int height) {
    this.width = width;
    send("Runtime.enable", Map.of());
    send("Log.enable", Map.of());
    send("Page.enable", Map.of());
    this.height = height;
    metrics(height);
    send("Page.navigate", Map.of("url", url));
    waitFor("document.readyState === 'complete' && document.body.dataset.ready === 'true'");
  }

  /** The value of a JavaScript expression (JSON-like: maps, lists, strings, numbers, booleans). */
  public Object evaluate(String expression) {
    Map<String, Object> result =
        send(
            "Runtime.evaluate",
            Map.of("expression", expression, "returnByValue", true, "awaitPromise", true));
    if (result.containsKey("exceptionDetails")) {
      throw new IllegalStateException(
          "script failed: " + expression + "\n" + result.get("exceptionDetails"));
    }
    @SuppressWarnings("unchecked")
    Map<String, Object> value = (Map<String, Object>) result.get("result");
    return value.get("value");
  }

  /** The strings an expression that yields an array of strings gives. */
  @SuppressWarnings("unchecked")
  public List<String> strings(String expression) {
    return (List<String>) evaluate(expression);
  }

  /** Waits up to ten seconds for an expression to become true. */
  public void waitFor(String condition) {
    long deadline = System.nanoTime() + 10_000_000_000L;
    while (!Boolean.TRUE.equals(evaluate("!!(" + condition + ")"))) {
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("timed out waiting for " + condition);
      }
      sleep(25);
    }
  }

  /** Clicks the middle of the first element {@code selector} matches, as a mouse would. */
  public void click(String selector) {
    @SuppressWarnings("unchecked")
    Map<String, Object> box =
        (Map<String, Object>)
            evaluate(
                "(() => { const e = document.querySelector("
                    + Json.write(selector)
                    + "); e.scrollIntoView({block: 'center'}); const r ="
                    + " e.getBoundingClientRect(); return {x: r.x + r.width / 2, y: r.y +"
                    + " r.height / 2}; })()");
    for (String type : List.of("mousePressed", "mouseReleased")) {
      Map<String, Object> event = new LinkedHashMap<>();
      event.put("type", type);
      event.put("x", box.get("x"));
      event.put("y", box.get("y"));
      event.put("button", "left");
      event.put("clickCount", 1);
      send("Input.dispatchMouseEvent", event);
    }
  }

  /** Presses a key on the focused element: {@code Enter}, {@code Escape}, {@code ArrowRight}... */
  public void press(String key, int keyCode) {
    for (String type : List.of("keyDown", "keyUp")) {
      Map<String, Object> event = new LinkedHashMap<>();
      event.put("type", type);
      event.put("key", key);
      event.put("code", key);
      event.put("windowsVirtualKeyCode", keyCode);
      if (key.equals("Enter") && type.equals("keyDown")) {
        event.put("text", "\r");
      }
      send("Input.dispatchKeyEvent", event);
    }
  }

  /** Console errors, uncaught exceptions and failed loads reported so far. */
  public List<String> errors() {
    List<String> errors = new ArrayList<>();
    for (Map<String, Object> event : browser.events(session)) {
      @SuppressWarnings("unchecked")
      Map<String, Object> params = (Map<String, Object>) event.get("params");
      switch ((String) event.get("method")) {
        case "Runtime.exceptionThrown" ->
            errors.add("exception: " + params.get("exceptionDetails"));
        case "Runtime.consoleAPICalled" -> {
          if ("error".equals(params.get("type")) || "assert".equals(params.get("type"))) {
            errors.add("console." + params.get("type") + ": " + params.get("args"));
          }
        }
        case "Log.entryAdded" -> {
          @SuppressWarnings("unchecked")
          Map<String, Object> entry = (Map<String, Object>) params.get("entry");
          if ("error".equals(entry.get("level"))) {
            errors.add("log: " + entry.get("text") + " " + entry.getOrDefault("url", ""));
          }
        }
        default -> {}
      }
    }
    return errors;
  }

  /** Saves what the window shows, or the whole page, as a PNG file. */
  public void screenshot(Path file, boolean wholePage) {
    Map<String, Object> params = new LinkedHashMap<>();
    params.put("format", "png");
    if (wholePage) {
      // A window as tall as the page, so that parts sized to the window show in full too; twice,
      // as the taller window can make the page taller.
      metrics(((Number) evaluate("document.documentElement.scrollHeight")).intValue());
      metrics(((Number) evaluate("document.documentElement.scrollHeight")).intValue());
    }
    byte[] png =
        Base64.getDecoder().decode((String) send("Page.captureScreenshot", params).get("data"));
    if (wholePage) {
      metrics(height);
    }
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Files.write(file, png);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private void metrics(int windowHeight) {
    send(
        "Emulation.setDeviceMetricsOverride",
        Map.of("width", width, "height", windowHeight, "deviceScaleFactor", 1, "mobile", false));
  }

  private Map<String, Object> send(String method, Map<String, Object> params) {
    return browser.send(session, method, params);
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
