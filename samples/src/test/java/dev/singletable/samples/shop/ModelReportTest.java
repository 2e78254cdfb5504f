package dev.singletable.samples.shop;

import static org.assertj.core.api.Assertions.assertThat;

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
  void markdownDescribesKeysIndexesAndAttributes() {
    String markdown = ModelReport.markdown(Shop.class);

    assertThat(markdown)
        .contains("| partition key | `PK` (S) |")
        .contains("| Inverted | global | `SK / PK` | ALL |")
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
