package dev.singletable.processor.plan.view;

import static org.assertj.core.api.Assertions.assertThat;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.singletable.annotations.Projection;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Construction;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.ValueType;
import dev.singletable.processor.read.PatternParser;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The example items of the model view: keys that follow the patterns, values of the right type. */
class ExampleItemsTest {

  private static final ClassName TABLE = ClassName.get("test", "Shop");
  private static final ClassName STATUS = ClassName.get("test", "Status");
  private static final IndexModel GSI1 =
      new IndexModel(
          "GSI1", IndexModel.Kind.GLOBAL, "GSI1PK", "GSI1SK", Projection.ALL, List.of(), null);

  @Test
  void keysFollowThePatternsWithComponentsEncodedAsTheRuntimeDoes() {
    EntityModel reading =
        entity(
            "Reading",
            List.of(
                scalar("deviceId", ScalarKind.STRING),
                formatted("at", ScalarKind.INSTANT, -1, 0),
                scalar("seq", ScalarKind.INT),
                formatted("level", ScalarKind.BIG_DECIMAL, 4, 2),
                scalar("day", ScalarKind.LOCAL_DATE),
                scalar("status", ScalarKind.ENUM)),
            key("DEVICE#{deviceId}", "AT#{at}#{seq}"),
            index("DAY#{day}", "{status}#{level}#{deviceId}"));

    List<Map<String, ExampleValue>> items = items('#', reading);

    assertThat(items).hasSize(3);
    assertThat(texts(items, "PK"))
        .containsExactly("DEVICE#device-1", "DEVICE#device-1", "DEVICE#device-2");
    // Instant with 0 fraction digits; int zero-padded to 10 digits. The first two items share a
    // partition and differ by sort key.
    assertThat(texts(items, "SK"))
        .containsExactly(
            "AT#2025-01-15T09:30:00Z#0000000001",
            "AT#2025-01-16T11:45:00Z#0000000002",
            "AT#2025-01-15T09:30:00Z#0000000001");
    assertThat(texts(items, "GSI1PK"))
        .containsExactly("DAY#2025-01-15", "DAY#2025-01-15", "DAY#2025-01-16");
    // Enum by name; BigDecimal at integerDigits 4 and scale 2.
    assertThat(texts(items, "GSI1SK"))
        .containsExactly(
            "ACTIVE#0012.50#device-1", "RETIRED#0025.00#device-1", "ACTIVE#0037.50#device-2");
    assertThat(texts(items, "entityType")).containsOnly("Reading");
  }

  @Test
  void storedValuesHaveTheDynamoDbTypeOfTheirJavaType() {
    ValueType tags =
        new ValueType.SetOf(
            new ValueType.Scalar(ScalarKind.STRING, TypeName.get(String.class)),
            ParameterizedTypeName.get(Set.class, String.class));
    ValueType scores =
        new ValueType.ListOf(
            new ValueType.Scalar(ScalarKind.INT, TypeName.INT.box()),
            ParameterizedTypeName.get(List.class, Integer.class));
    EntityModel thing =
        entity(
            "Thing",
            List.of(
                scalar("id", ScalarKind.STRING),
                scalar("active", ScalarKind.BOOLEAN),
                scalar("price", ScalarKind.BIG_DECIMAL),
                scalar("createdAt", ScalarKind.INSTANT),
                scalar("photo", ScalarKind.BYTES),
                attribute("tags", tags, Set.of()),
                attribute("scores", scores, Set.of()),
                attribute(
                    "expiresAt",
                    new ValueType.Scalar(ScalarKind.LONG, TypeName.LONG),
                    Set.of(Role.TTL)),
                attribute(
                    "version",
                    new ValueType.Scalar(ScalarKind.LONG, TypeName.LONG),
                    Set.of(Role.VERSION))),
            key("THING#{id}", "A"));

    Map<String, ExampleValue> item = items('#', thing).get(0);

    assertThat(item.get("id")).isEqualTo(ExampleValue.s("thing-1"));
    assertThat(item.get("active")).isEqualTo(new ExampleValue("BOOL", true));
    assertThat(item.get("price")).isEqualTo(ExampleValue.n("12.50"));
    // Stored instants keep nine fraction digits, whatever the key format.
    assertThat(item.get("createdAt")).isEqualTo(ExampleValue.s("2025-01-15T09:30:00.000000000Z"));
    assertThat(item.get("photo").type()).isEqualTo("B");
    assertThat(item.get("tags")).isEqualTo(new ExampleValue("SS", List.of("tags-1", "tags-2")));
    assertThat(item.get("scores"))
        .isEqualTo(new ExampleValue("L", List.of(ExampleValue.n("1"), ExampleValue.n("2"))));
    assertThat(item.get("expiresAt").type()).isEqualTo("N");
    assertThat(Long.parseLong(item.get("expiresAt").text())).isGreaterThan(1_750_000_000L);
    assertThat(item.get("version")).isEqualTo(ExampleValue.n("1"));
  }

  @Test
  void valuesNeverContainTheDelimiter() {
    EntityModel user =
        entity(
            "User",
            List.of(scalar("email", ScalarKind.STRING), scalar("userId", ScalarKind.STRING)),
            key("EMAIL@{email}", "USER@{userId}"));

    List<Map<String, ExampleValue>> items = items('@', user);

    // An e-mail address would hold the delimiter '@': it is written with '_' instead.
    assertThat(texts(items, "PK")).contains("EMAIL@ann_example.com");
    for (Map<String, ExampleValue> item : items) {
      assertThat(item.get("PK").text().chars().filter(c -> c == '@').count()).isEqualTo(1);
      assertThat(item.get("email").text()).doesNotContain("@");
    }
  }

  @Test
  void primaryKeysAreUniqueAndPartitionsHoldSeveralItemsWhereTheKeysAllowIt() {
    EntityModel line =
        entity(
            "Line",
            List.of(scalar("orderId", ScalarKind.STRING), scalar("productId", ScalarKind.STRING)),
            key("ORDER#{orderId}", "LINE#{productId}"));
    EntityModel profile =
        entity(
            "Profile",
            List.of(scalar("userId", ScalarKind.STRING), scalar("email", ScalarKind.STRING)),
            key("USER#{userId}", "PROFILE"),
            index("EMAIL#{email}", "PROFILE"));
    EntityModel settings =
        entity("Settings", List.of(scalar("theme", ScalarKind.STRING)), key("CONFIG", "SETTINGS"));

    List<Map<String, ExampleValue>> items = items('#', line, profile, settings);

    Set<String> keys = new HashSet<>();
    items.forEach(
        item -> assertThat(keys.add(item.get("PK").text() + "|" + item.get("SK").text())).isTrue());
    // Two lines share an order's partition; profiles are one per partition, and their unique
    // e-mail lookup keeps one per index partition too; a constant key has one item.
    assertThat(texts(items, "PK"))
        .containsExactly(
            "ORDER#order-1",
            "ORDER#order-1",
            "ORDER#order-2",
            "USER#user-1",
            "USER#user-2",
            "USER#user-3",
            "CONFIG");
    assertThat(texts(items.subList(3, 6), "GSI1PK"))
        .containsExactly("EMAIL#ann@example.com", "EMAIL#bob@example.com", "EMAIL#cyd@example.com");
  }

  @Test
  void attributesOfTheSameNameAgreeAcrossEntitiesAndRunsAreRepeatable() {
    EntityModel user =
        entity(
            "User", List.of(scalar("userId", ScalarKind.STRING)), key("USER#{userId}", "PROFILE"));
    EntityModel order =
        entity(
            "Order",
            List.of(
                scalar("orderId", ScalarKind.STRING),
                scalar("userId", ScalarKind.STRING),
                formatted("createdAt", ScalarKind.INSTANT, -1, 0)),
            key("ORDER#{orderId}", "METADATA"),
            index("USER#{userId}", "ORDER#{createdAt}"));

    List<Map<String, ExampleValue>> items = items('#', user, order);

    // Orders point at the example users, two of them at the first (a partition of GSI1).
    assertThat(texts(items.subList(3, 6), "GSI1PK"))
        .containsExactly("USER#user-1", "USER#user-1", "USER#user-2");
    assertThat(texts(items.subList(0, 3), "PK")).contains("USER#user-1", "USER#user-2");
    assertThat(items('#', user, order)).isEqualTo(items);
  }

  private static List<Map<String, ExampleValue>> items(char delimiter, EntityModel... entities) {
    TableModel table =
        new TableModel(
            TABLE,
            "Shop",
            "PK",
            "SK",
            "entityType",
            String.valueOf(delimiter),
            List.of(GSI1),
            null);
    ExampleValues values =
        new ExampleValues(
            delimiter, type -> type.equals(STATUS) ? List.of("ACTIVE", "RETIRED") : List.of());
    return ExampleItems.of(
            new TableDesign(table, List.of(entities), List.of(), List.of(), List.of()), values)
        .stream()
        .map(ExampleItem::attributes)
        .toList();
  }

  private static List<String> texts(List<Map<String, ExampleValue>> items, String attribute) {
    return items.stream().map(item -> item.get(attribute).text()).toList();
  }

  private static EntityModel entity(
      String name, List<AttributeModel> attributes, KeyUse primary, KeyUse... indexKeys) {
    return new EntityModel(
        ClassName.get("test", name),
        name,
        TABLE,
        Construction.record(attributes.stream().map(AttributeModel::name).toList()),
        null,
        attributes,
        primary,
        List.of(indexKeys),
        List.of(),
        List.of(),
        null);
  }

  private static KeyUse key(String pk, String sk) {
    return new KeyUse(
        null,
        null,
        false,
        PatternParser.parse(pk, null),
        PatternParser.parse(sk, null),
        "byKey",
        null);
  }

  private static KeyUse index(String pk, String sk) {
    return new KeyUse(
        "GSI1",
        GSI1,
        false,
        PatternParser.parse(pk, null),
        PatternParser.parse(sk, null),
        "byIndex",
        null);
  }

  private static AttributeModel scalar(String name, ScalarKind kind) {
    return formatted(name, kind, -1, -1);
  }

  private static AttributeModel formatted(
      String name, ScalarKind kind, int integerDigits, int fractionDigits) {
    TypeName type =
        switch (kind) {
          case ENUM -> STATUS;
          case INT -> TypeName.INT;
          case BOOLEAN -> TypeName.BOOLEAN;
          default -> ClassName.get("java.lang", "Object");
        };
    return new AttributeModel(
        name,
        name,
        new ValueType.Scalar(kind, type),
        name,
        null,
        false,
        false,
        Set.of(),
        integerDigits,
        fractionDigits,
        null);
  }

  private static AttributeModel attribute(String name, ValueType type, Set<Role> roles) {
    return new AttributeModel(name, name, type, name, null, false, false, roles, -1, -1, null);
  }
}
