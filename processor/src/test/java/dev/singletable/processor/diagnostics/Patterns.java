package dev.singletable.processor.diagnostics;

import static dev.singletable.processor.diagnostics.Sources.source;

import javax.tools.JavaFileObject;

/** The design the declared-pattern diagnostics are tested on, with the interface's body to vary. */
final class Patterns {

  /**
   * Orders in their user's partition by date; by id in GSI1; by total in LSI1; GSI2 is declared and
   * unused by Order; GSI3 projects keys only.
   */
  static final JavaFileObject ORDER =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{createdAt}#{orderId}")
          @Gsi(index = "GSI1", pk = "ORDER#{orderId}", sk = "ORDER")
          @Gsi(index = "GSI3", pk = "NOTE#{note}", sk = "{orderId}")
          @Lsi(index = "LSI1", sk = "TOTAL#{total}#{orderId}")
          @dev.singletable.annotations.Collection(value = "orderLines", index = "GSI1")
          public record Order(
              String userId,
              String orderId,
              Instant createdAt,
              Status status,
              @KeyFormat(integerDigits = 8, fractionDigits = 2) BigDecimal total,
              String note,
              boolean gift,
              @Attribute(maxLength = 10) List<String> tags) {

            /** Order lifecycle. */
            public enum Status {
              PLACED,
              SHIPPED,
              CANCELLED
            }
          }
          """);

  /** An order's lines, with the order in its GSI1 partition: the "orderLines" collection. */
  static final JavaFileObject LINE =
      source(
          "test.Line",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "LINE#{orderId}#{sku}", sk = "LINE")
          @Gsi(index = "GSI1", pk = "ORDER#{orderId}", sk = "LINE#{sku}")
          @dev.singletable.annotations.Collection(value = "orderLines", index = "GSI1")
          public record Line(String orderId, String sku, int quantity) {}
          """);

  private Patterns() {}

  /** The Shop table interface with {@code body} as its members. */
  static JavaFileObject shop(String body) {
    return source(
        "test.Shop",
        """
        import dev.singletable.runtime.*;
        import dev.singletable.runtime.failure.*;
        import dev.singletable.runtime.observe.*;
        import dev.singletable.runtime.stream.*;
        import java.util.stream.*;
        @Table(name = "Shop",
               gsis = {@GlobalIndex(name = "GSI1"), @GlobalIndex(name = "GSI2"),
                       @GlobalIndex(name = "GSI3", projection = Projection.KEYS_ONLY)},
               lsis = @LocalIndex(name = "LSI1"))
        @SuppressWarnings("singletable:index-unused")
        public interface Shop {
        """
            + body
            + "\n}\n");
  }
}
