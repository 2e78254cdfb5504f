package dev.singletable.processor.it;

import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
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
}
