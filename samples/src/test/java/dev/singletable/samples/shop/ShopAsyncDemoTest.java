package dev.singletable.samples.shop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The asynchronous part of the e-commerce demo, on the local engine. */
@LocalDynamoDbTest
class ShopAsyncDemoTest {

  @Test
  void writesConcurrentlyReadsPageByPageAndUnwrapsTypedFailures(
      DynamoDbClient client, TestTable table) {
    DbOptions options = DbOptions.builder().tableName(table.name()).build();
    ShopDb.create(client, options).createTable();
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    try (DynamoDbAsyncClient asyncClient = ShopAsyncDemo.asyncTwin(client)) {
      new ShopAsyncDemo(
              ShopDb.createAsync(asyncClient, options),
              new PrintStream(bytes, true, StandardCharsets.UTF_8))
          .run();
    }

    assertThat(bytes.toString(StandardCharsets.UTF_8))
        .contains("written: 25 puts in flight at once")
        .contains("read back: 25 orders in 3 pages of at most 10")
        .contains("creating o-5001 again fails, typed: ")
        .contains("PK=ORDER#o-5001");
    assertThat(ShopDb.create(client, options).orders().ordersOf("u-eve").all().list()).hasSize(25);
  }
}
