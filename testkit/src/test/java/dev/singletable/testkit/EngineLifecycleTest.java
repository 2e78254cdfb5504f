package dev.singletable.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.SdkClientException;

/**
 * Starting, sharing and stopping engines, including a JVM killed with SIGKILL, and external
 * endpoints.
 */
class EngineLifecycleTest {

  @Test
  void closeStopsTheGatewayAndTheNodeProcess() {
    assumeLocalEngine();
    LocalDynamoDb engine = LocalDynamoDb.start();
    ProcessHandle node = engine.engineProcess().orElseThrow();
    assertThat(node.isAlive()).isTrue();
    assertThat(node.info().command().orElse("node")).contains("node");
    assertThat(engine.client().listTables().tableNames()).isEmpty();
    var outsider =
        engine
            .clientBuilder()
            .overrideConfiguration(
                o ->
                    o.retryStrategy(
                            software.amazon.awssdk.awscore.retry.AwsRetryStrategy.doNotRetry())
                        .apiCallTimeout(Duration.ofSeconds(5)))
            .build();

    engine.close();

    assertGone(node);
    assertThatThrownBy(outsider::listTables).isInstanceOf(SdkClientException.class);
    outsider.close();
  }

  @Test
  void enginesAreIndependent() {
    assumeLocalEngine();
    try (LocalDynamoDb first = LocalDynamoDb.start();
        LocalDynamoDb second = LocalDynamoDb.start()) {
      first.createTable(Items.table("only-in-first"));
      assertThat(first.endpoint()).isNotEqualTo(second.endpoint());
      assertThat(second.client().listTables().tableNames()).isEmpty();
    }
  }

  @Test
  void killedJvmLeavesNoNodeBehind() throws Exception {
    assumeLocalEngine();
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process child =
        new ProcessBuilder(
                java.toString(),
                "-cp",
                System.getProperty("java.class.path"),
                ChildEngineMain.class.getName())
            .redirectErrorStream(true)
            .start();
    try {
      long pid = readPid(child);
      ProcessHandle node = ProcessHandle.of(pid).orElseThrow();
      assertThat(node.isAlive()).isTrue();

      child.destroyForcibly(); // SIGKILL: no shutdown hook runs, only the closed stdin tells node
      assertThat(child.waitFor(10, TimeUnit.SECONDS)).isTrue();

      assertGone(node);
    } finally {
      child.destroyForcibly();
    }
  }

  @Test
  void sharedEngineIsOnePerJvmAndIgnoresClose() {
    LocalDynamoDb shared = LocalDynamoDb.shared();
    shared.close();
    assertThat(LocalDynamoDb.shared()).isSameAs(shared);
    assertThat(shared.client().listTables()).isNotNull();
  }

  @Test
  void externalEndpointIsUsedAsItIsWithoutFaults() {
    assumeLocalEngine();
    try (LocalDynamoDb engine = LocalDynamoDb.start();
        LocalDynamoDb external = LocalDynamoDb.external(engine.endpoint(), false)) {
      engine.createTable(Items.table("seen-through-external"));

      assertThat(external.endpoint()).isEqualTo(engine.endpoint());
      assertThat(external.client().listTables().tableNames())
          .containsExactly("seen-through-external");
      assertThat(external.engineProcess()).isEmpty();
      assertThat(external.faultsAvailable()).isFalse();
      assertThatThrownBy(external::faults)
          .isInstanceOf(UnsupportedOperationException.class)
          .hasMessageContaining(LocalDynamoDb.ENDPOINT_ENV)
          .hasMessageContaining("assumeFaultsAvailable");
    }
  }

  private static long readPid(Process child) throws Exception {
    BufferedReader output =
        new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
    CompletableFuture<Long> pid =
        CompletableFuture.supplyAsync(
            () -> {
              StringBuilder seen = new StringBuilder();
              try {
                for (String line = output.readLine(); line != null; line = output.readLine()) {
                  if (line.startsWith(ChildEngineMain.PID_PREFIX)) {
                    return Long.parseLong(line.substring(ChildEngineMain.PID_PREFIX.length()));
                  }
                  seen.append(line).append('\n');
                }
              } catch (java.io.IOException e) {
                seen.append(e);
              }
              throw new IllegalStateException("child JVM printed no pid:\n" + seen);
            });
    return pid.get(60, TimeUnit.SECONDS);
  }

  private static void assertGone(ProcessHandle process) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
    while (ProcessHandle.of(process.pid()).filter(ProcessHandle::isAlive).isPresent()
        && System.nanoTime() < deadline) {
      Thread.onSpinWait();
    }
    assertThat(ProcessHandle.of(process.pid()).filter(ProcessHandle::isAlive))
        .as("dynalite node process %d", process.pid())
        .isEmpty();
  }

  private static void assumeLocalEngine() {
    assumeTrue(System.getenv(LocalDynamoDb.ENDPOINT_ENV) == null, "needs the local engine");
  }
}
