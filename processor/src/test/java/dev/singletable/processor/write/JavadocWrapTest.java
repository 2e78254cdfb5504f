package dev.singletable.processor.write;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Generated Javadoc is refilled at 100 columns; code, short paragraphs and examples are not. */
class JavadocWrapTest {

  private static final String LONG =
      "  /**\n"
          + "   * {@link Order} items of partition {@code GSI1PK = STATUS#{status}} of index GSI1,"
          + " in {@code GSI1SK = {placedAt}#{orderId}} order.\n"
          + "   */\n"
          + "  public ByStatusQuery byStatus(Order.Status status) {\n";

  @Test
  void aLongParagraphIsRefilledAtSpacesOutsideInlineTags() {
    assertThat(JavadocWrap.wrap(LONG))
        .isEqualTo(
            "  /**\n"
                + "   * {@link Order} items of partition {@code GSI1PK = STATUS#{status}} of index"
                + " GSI1, in\n"
                + "   * {@code GSI1SK = {placedAt}#{orderId}} order.\n"
                + "   */\n"
                + "  public ByStatusQuery byStatus(Order.Status status) {\n");
  }

  @Test
  void aParagraphIsRefilledWithTheLinesThatFollowIt() {
    String source =
        "/**\n"
            + " * The entry point to table {@code Market} (Customer, Order, Product, Review, Slot):"
            + " one repository per entity type, the table\n"
            + " * definition, and helpers that span entity types.\n"
            + " *\n"
            + " * <p>Short.\n"
            + " */\n";
    assertThat(JavadocWrap.wrap(source))
        .isEqualTo(
            "/**\n"
                + " * The entry point to table {@code Market} (Customer, Order, Product, Review,"
                + " Slot): one repository\n"
                + " * per entity type, the table definition, and helpers that span entity types.\n"
                + " *\n"
                + " * <p>Short.\n"
                + " */\n");
  }

  @Test
  void aBlockTagContinuesIndented() {
    String source =
        "  /**\n"
            + "   * Reads.\n"
            + "   *\n"
            + "   * @throws TransactionCancelledException when DynamoDB cancelled the read"
            + " (conflicts are retried first)\n"
            + "   */\n";
    assertThat(JavadocWrap.wrap(source))
        .isEqualTo(
            "  /**\n"
                + "   * Reads.\n"
                + "   *\n"
                + "   * @throws TransactionCancelledException when DynamoDB cancelled the read"
                + " (conflicts are retried\n"
                + "   *     first)\n"
                + "   */\n");
  }

  @Test
  void codeExamplesAndCodeAreLeftAsTheyAre() {
    String source =
        "/**\n"
            + " * <pre>{@code\n"
            + " * ShopDb db = ShopDb.create(dynamoDbClient, DbOptions.builder().tableName(\"a very"
            + " long table name\").build());\n"
            + " * }</pre>\n"
            + " */\n"
            + "class X { String s = \"a string literal that is long enough to run past the"
            + " hundredth column of the line\"; }\n";
    assertThat(JavadocWrap.wrap(source)).isEqualTo(source);
  }

  @Test
  void aCommentOfOneLineThatFitsIsWrittenOnOneLine() {
    String source = "  /**\n   * The order's key.\n   */\n  OrderKey key();\n";
    assertThat(JavadocWrap.wrap(source))
        .isEqualTo("  /** The order's key. */\n  OrderKey key();\n");
  }

  @Test
  void aCommentOfOneLineTooLongForOneLineKeepsThreeLines() {
    String text = "x".repeat(92);
    String source = "  /**\n   * " + text + "\n   */\n";
    assertThat(JavadocWrap.wrap(source)).isEqualTo(source);
  }

  @Test
  void aCommentWithABlockTagOrTwoLinesKeepsItsLines() {
    String tag = "  /**\n   * @param a the a\n   */\n";
    String two = "  /**\n   * First.\n   *\n   * Second.\n   */\n";
    assertThat(JavadocWrap.wrap(tag)).isEqualTo(tag);
    assertThat(JavadocWrap.wrap(two)).isEqualTo(two);
  }
}
