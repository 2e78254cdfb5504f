package dev.singletable.tools;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Live items go into the model view's items element, as DynamoDB JSON, and nowhere else. */
class SnapshotPageTest {

  private static final String PAGE =
      "<p>before</p><script type=\"application/json\" id=\"singletable-items\">"
          + "{\"source\":\"examples\",\"items\":[]}</script><script>draw()</script>";

  /** The JSON of the string attribute below: tab and quotes escaped. */
  private static final String TEXT = "\"tab\\there \\\"quoted\\\"\"";

  private static final Instant AT = Instant.parse("2025-03-01T10:00:00Z");

  @Test
  void replacesOnlyTheItemsElement() {
    String page =
        SnapshotPage.withItems(
            PAGE, List.of(Map.of("PK", AttributeValue.fromS("A"))), "Shop", 1000, false, AT);

    assertThat(page)
        .isEqualTo(
            "<p>before</p><script type=\"application/json\" id=\"singletable-items\">"
                + "{\"source\":\"snapshot\",\"table\":\"Shop\",\"limit\":1000,\"truncated\":false,"
                + "\"takenAt\":\"2025-03-01T10:00:00Z\",\"items\":[{\"PK\":{\"S\":\"A\"}}]}"
                + "</script><script>draw()</script>");
  }

  @Test
  void writesEveryAttributeTypeInDynamoDbJson() {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    item.put("s", AttributeValue.fromS("tab\there \"quoted\""));
    item.put("n", AttributeValue.fromN("12.50"));
    item.put("b", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 2, 3})));
    item.put("bool", AttributeValue.fromBool(true));
    item.put("nul", AttributeValue.fromNul(true));
    item.put("ss", AttributeValue.fromSs(List.of("a", "b")));
    item.put("ns", AttributeValue.fromNs(List.of("1", "2")));
    item.put("bs", AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[] {9}))));
    item.put(
        "l", AttributeValue.fromL(List.of(AttributeValue.fromS("x"), AttributeValue.fromN("1"))));
    item.put("m", AttributeValue.fromM(Map.of("k", AttributeValue.fromBool(false))));

    String page = SnapshotPage.withItems(PAGE, List.of(item), "Shop", 10, true, AT);

    // Attributes in name order, so that the same items always give the same page.
    assertThat(page)
        .contains("\"truncated\":true")
        .contains(
            "{\"b\":{\"B\":\"AQID\"},\"bool\":{\"BOOL\":true},\"bs\":{\"BS\":[\"CQ==\"]},"
                + "\"l\":{\"L\":[{\"S\":\"x\"},{\"N\":\"1\"}]},\"m\":{\"M\":{\"k\":{\"BOOL\":false}}},"
                + "\"n\":{\"N\":\"12.50\"},\"ns\":{\"NS\":[\"1\",\"2\"]},\"nul\":{\"NULL\":true},"
                + "\"s\":{\"S\":"
                + TEXT
                + "},\"ss\":{\"SS\":[\"a\",\"b\"]}}");
  }

  @Test
  void itemTextCannotCloseTheScriptElement() {
    String page =
        SnapshotPage.withItems(
            PAGE,
            List.of(Map.of("PK", AttributeValue.fromS("</script><script>alert(1)</script>"))),
            "Shop",
            10,
            false,
            AT);

    assertThat(page).containsOnlyOnce("</script><script>draw()").contains("\\u003c/script>");
  }

  @Test
  void refusesAPageWithoutItemsElement() {
    assertThatThrownBy(
            () -> SnapshotPage.withItems("<html></html>", List.of(), "Shop", 10, false, AT))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not a Singletable model view");
  }
}
