package dev.singletable.processor.it;

import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.junit.jupiter.api.BeforeAll;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Base of the behavioural tests: a fresh Catalog table per test class on the shared local engine.
 */
@LocalDynamoDbTest
abstract class EngineTest {

  static CatalogDb db;
  static DynamoDbClient client;

  @BeforeAll
  static void createTable(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    db = CatalogDb.create(dynamoDb, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
  }

  /**
   * The result of {@code future}, waiting for it; its failure rethrown as the exception that failed
   * it (the typed exception the blocking call throws), not the {@link CompletionException} around
   * it.
   */
  static <T> T join(CompletableFuture<T> future) {
    try {
      return future.join();
    } catch (CompletionException wrapped) {
      if (wrapped.getCause() instanceof RuntimeException cause) {
        throw cause;
      }
      throw wrapped;
    }
  }
}
