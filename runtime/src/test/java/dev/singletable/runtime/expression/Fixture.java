package dev.singletable.runtime.expression;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** References written the way the processor generates them, for a small Order entity. */
final class Fixture {

  /** The entity the references belong to. */
  record Order(String status) {}

  record Address(String city, String zip) {}

  /** A generated-style reference to the embedded Address record. */
  static final class AddressRef extends ValueRef<Order, Address> {
    AddressRef(Path path) {
      super(
          path,
          a ->
              AttributeValue.fromM(
                  Map.of(
                      "city",
                      AttributeValue.fromS(a.city()),
                      "zip",
                      AttributeValue.fromS(a.zip()))));
    }

    StringRef<Order> city() {
      return new StringRef<>(path().field("city"));
    }

    StringRef<Order> zip() {
      return new StringRef<>(path().field("zip"));
    }
  }

  static final StringRef<Order> STATUS = new StringRef<>(Path.attribute("status"));
  static final StringRef<Order> NAME = new StringRef<>(Path.attribute("name"));
  static final NumberRef<Order, BigDecimal> TOTAL =
      new NumberRef<>(Path.attribute("total"), v -> AttributeValue.fromN(v.toPlainString()));
  static final NumberRef<Order, BigDecimal> LIMIT =
      new NumberRef<>(Path.attribute("limit"), v -> AttributeValue.fromN(v.toPlainString()));
  static final NumberRef<Order, Long> VISITS =
      new NumberRef<>(Path.attribute("visits"), v -> AttributeValue.fromN(v.toString()));
  static final ListRef<Order, String> TAGS =
      new ListRef<>(Path.attribute("tags"), AttributeValue::fromS);
  static final SetRef<Order, String> COLORS =
      new SetRef<>(
          Path.attribute("colors"),
          c -> AttributeValue.fromSs(c.stream().map(String::valueOf).toList()),
          AttributeValue::fromS);
  static final MapRef<Order, Long> SCORES =
      new MapRef<>(Path.attribute("scores"), v -> AttributeValue.fromN(v.toString()));
  static final AddressRef ADDRESS = new AddressRef(Path.attribute("address"));

  private Fixture() {}

  static AttributeValue s(String s) {
    return AttributeValue.fromS(s);
  }

  static AttributeValue n(String n) {
    return AttributeValue.fromN(n);
  }

  static BigDecimal dec(String s) {
    return new BigDecimal(s);
  }

  /** One rendered expression with the names and values its writer collected. */
  record Rendered(
      String expression, Map<String, String> names, Map<String, AttributeValue> values) {

    static Rendered condition(Condition<?> c) {
      ExpressionWriter w = new ExpressionWriter();
      return new Rendered(w.condition(c), w.names(), w.values());
    }

    static Rendered update(UpdateAction<?>... actions) {
      ExpressionWriter w = new ExpressionWriter();
      return new Rendered(w.update(List.of(actions)), w.names(), w.values());
    }
  }
}
