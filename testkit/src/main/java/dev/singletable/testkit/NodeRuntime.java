package dev.singletable.testkit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds {@code node} and {@code npm} on the PATH and explains clearly when they are missing or too
 * old.
 */
final class NodeRuntime {

  static final int MINIMUM_MAJOR = 20;

  private static final Pattern VERSION = Pattern.compile("v?(\\d+)\\.");
  private static final boolean WINDOWS = System.getProperty("os.name").startsWith("Windows");

  private NodeRuntime() {}

  static String nodeCommand() {
    return "node";
  }

  static String npmCommand() {
    return WINDOWS ? "npm.cmd" : "npm";
  }

  static void requireNode() {
    requireNode(nodeCommand());
  }

  static void requireNode(String command) {
    String version = versionOf(command);
    Matcher matcher = VERSION.matcher(version);
    if (!matcher.lookingAt() || Integer.parseInt(matcher.group(1)) < MINIMUM_MAJOR) {
      throw new IllegalStateException(
          "singletable-testkit runs dynalite "
              + DynaliteInstaller.VERSION
              + ", which requires Node.js "
              + MINIMUM_MAJOR
              + "+, but `"
              + command
              + " --version` printed '"
              + version
              + "'. Install Node.js "
              + MINIMUM_MAJOR
              + " or newer, or set "
              + LocalDynamoDb.ENDPOINT_ENV
              + " to use another DynamoDB endpoint.");
    }
  }

  static void requireNpm() {
    versionOf(npmCommand());
  }

  private static String versionOf(String command) {
    try {
      Process process = new ProcessBuilder(command, "--version").redirectErrorStream(true).start();
      process.getOutputStream().close();
      String output =
          new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
        throw missing(command, "`" + command + " --version` failed: " + output);
      }
      return output;
    } catch (IOException e) {
      throw missing(
          command, "`" + command + "` was not found on the PATH (" + e.getMessage() + ")");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while looking for " + command, e);
    }
  }

  private static IllegalStateException missing(String command, String detail) {
    return new IllegalStateException(
        "singletable-testkit needs Node.js "
            + MINIMUM_MAJOR
            + "+ (with npm) to run dynalite "
            + DynaliteInstaller.VERSION
            + ": "
            + detail
            + ". Install Node.js "
            + MINIMUM_MAJOR
            + " or newer, or set "
            + LocalDynamoDb.ENDPOINT_ENV
            + " to use another DynamoDB endpoint.");
  }
}
