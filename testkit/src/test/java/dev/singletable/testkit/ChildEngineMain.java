package dev.singletable.testkit;

/**
 * Runs in a child JVM for {@link EngineLifecycleTest}: starts an engine, prints dynalite's pid,
 * then waits to be killed.
 */
public final class ChildEngineMain {

  static final String PID_PREFIX = "DYNALITE_PID=";

  private ChildEngineMain() {}

  public static void main(String[] args) throws InterruptedException {
    LocalDynamoDb engine = LocalDynamoDb.start();
    System.out.println(PID_PREFIX + engine.engineProcess().orElseThrow().pid());
    System.out.flush();
    Thread.sleep(120_000); // the test kills us long before; never close() the engine on purpose
  }
}
