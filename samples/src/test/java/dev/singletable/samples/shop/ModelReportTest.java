package dev.singletable.samples.shop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.samples.ModelReport;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The processor's report of the e-commerce design: keys, indexes, access patterns, attributes. */
class ModelReportTest {

  @Test
  void markdownListsEveryAccessPatternWithItsGeneratedMethod() {
    String table = ModelReport.accessPatterns(Shop.class);

    assertThat(table).startsWith("| PK pattern | SK pattern | entity | index | generated method |");
    assertThat(table)
        .contains(
            "| `USER#{userId}` | `ORDER#{createdAt}#{orderId}` | Order | GSI1 |"
                + " `orders().ordersOf(userId)` |")
        .contains(
            "| `STATUS#{status}` | `{createdAt}#{orderId}` | Order | GSI2 |"
                + " `orders().byStatus(status)` |")
        .contains("| `EMAIL#{email}` | `PROFILE` | User | GSI1 | `users().byEmail(email)` |")
        .contains(
            "| `REVIEW#{userId}` | `PRODUCT#{productId}` | Review | Inverted |"
                + " `reviews().reviewsBy(userId)` |")
        .contains(
            "| `PRODUCT#{productId}` | `REVIEW#{createdAt}#{userId}` | Review | LSI1 |"
                + " `reviews().reviewsByDate(productId)` |")
        .contains(
            "| `ORDER#{orderId}` | `(whole partition)` | Order + OrderItem | table |"
                + " `orderDetails(orderId)` |");
  }

  @Test
  void markdownListsTheDeclaredReadsFirstWithTheKeyServingEach() {
    String markdown = ModelReport.markdown(Shop.class);
    String declared = ModelReport.declaredPatterns(Shop.class);

    assertThat(markdown.indexOf("## Declared access patterns"))
        .isLessThan(markdown.indexOf("## Derived access patterns"));
    assertThat(declared)
        .startsWith("| access pattern | method | read | key condition | filter | items per call |")
        .contains(
            "| Get a user by id | `user(userId)` | GetItem of the table |"
                + " `PK = \"USER#{userId}\", SK = \"PROFILE\"` |  | 0 or 1 |")
        .contains(
            "| A user's orders, newest first, a page at a time, optionally since a date |"
                + " `ordersOfUser(userId, since, page)` | Query of GSI1 | `GSI1PK ="
                + " \"USER#{userId}\" AND GSI1SK BETWEEN \"ORDER#{since}#\" AND \"ORDER$\"` |  |"
                + " one page of at most {page}.size() |")
        .contains(
            "| An order with all its items, in one query | `orderWithItems(orderId)` | Query of"
                + " the table | `PK = \"ORDER#{orderId}\"` |  | the whole partition |");
    assertThat(markdown)
        .contains("- `reviewsOfProduct`: Query of LSI1, the only key that serves it.")
        .contains("- `order`: GetItem of the table, the parameters give the whole primary key");
  }

  @Test
  void markdownDescribesKeysIndexesAndAttributes() {
    String markdown = ModelReport.markdown(Shop.class);

    assertThat(markdown)
        .contains("| partition key | `PK` (S) |")
        .contains("| Inverted | global | `SK / PK` | KEYS_ONLY |")
        .contains("| LSI1 | local | `PK / LSI1SK` | ALL |")
        .contains("| version | `version` | N | `long` | @Version |")
        .contains("| total | `total` | N | `BigDecimal` |  |");
  }

  @Test
  void jsonModelHoldsTheSameFacts() throws IOException {
    String json;
    try (InputStream in = Shop.class.getResourceAsStream("/META-INF/singletable/Shop.json")) {
      json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertThat(json)
        .contains("\"table\": \"Shop\"")
        .contains(
            "{\"name\": \"Inverted\", \"kind\": \"global\", \"partitionKey\": \"SK\", \"sortKey\":"
                + " \"PK\"")
        .contains(
            "{\"pk\": \"USER#{userId}\", \"sk\": \"ORDER#{createdAt}#{orderId}\", \"entity\":"
                + " \"Order\", \"index\": \"GSI1\", \"method\": \"orders().ordersOf(userId)\"}")
        .contains(
            "{\"name\": \"stock\", \"storedName\": \"stock\", \"dynamoType\": \"N\", \"javaType\":"
                + " \"int\"");
  }
}
