package dev.singletable.testkit;

import java.io.IOException;

/**
 * Starts a private engine, prints its endpoint and serves until standard input closes: for running
 * external suites (such as a DynamoDB conformance suite) against the testkit.
 */
public final class EndpointMain {

  private EndpointMain() {}

  public static void main(String[] args) throws IOException {
    try (LocalDynamoDb engine = LocalDynamoDb.start()) {
      System.out.println("ENDPOINT=" + engine.endpoint());
      System.out.flush();
      while (System.in.read() != -1) {
        // serve until our parent closes stdin
      }
    }
  }
}
