package com.example.library;

import dev.singletable.testkit.LocalDynamoDb;
import org.springframework.boot.SpringApplication;

/**
 * Runs the application once against an embedded local engine: {@code mvn -q test-compile
 * exec:java}. The same settings run the packaged application (or its native image) against any
 * engine: {@code --library.dynamodb-endpoint=http://localhost:8000}.
 */
public final class LocalLibraryApplication {

  private LocalLibraryApplication() {}

  public static void main(String[] args) {
    try (LocalDynamoDb engine = LocalDynamoDb.start()) {
      System.setProperty("aws.region", "eu-west-1");
      System.setProperty("aws.accessKeyId", "local");
      System.setProperty("aws.secretAccessKey", "local");
      SpringApplication.run(
              LibraryApplication.class,
              "--library.dynamodb-endpoint=" + engine.endpoint(),
              "--library.demo=true",
              "--singletable.create-tables=true",
              "--singletable.allow-random-cursor-secret=true")
          .close();
    }
  }
}
