package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.TableModel;
import java.util.Locale;

/** Every name the processor generates, in one place: types, accessors, constants, query stages. */
public final class Names {

  static final String RUNTIME = "dev.singletable.runtime";
  static final String INTERNAL = RUNTIME + ".internal";
  static final String EXPRESSION = RUNTIME + ".expression";

  static final ClassName ENTITY_SCHEMA = ClassName.get(RUNTIME, "EntitySchema");
  static final ClassName ENTITY_REPOSITORY = ClassName.get(RUNTIME, "EntityRepository");
  static final ClassName ENTITY_QUERY = ClassName.get(RUNTIME, "EntityQuery");
  static final ClassName ENTITY_UPDATE = ClassName.get(RUNTIME, "EntityUpdate");
  static final ClassName TABLE_LAYOUT = ClassName.get(RUNTIME, "TableLayout");
  static final ClassName INDEX_LAYOUT = ClassName.get(RUNTIME, "IndexLayout");
  static final ClassName DB_OPTIONS = ClassName.get(RUNTIME, "DbOptions");
  static final ClassName TABLE_CONTEXT = ClassName.get(INTERNAL, "TableContext");
  static final ClassName QUERY_SPEC = ClassName.get(INTERNAL, "QuerySpec");
  static final ClassName KEY_ENCODING = ClassName.get(INTERNAL, "KeyEncoding");
  static final ClassName ATTRIBUTE_VALUES = ClassName.get(INTERNAL, "AttributeValues");
  static final ClassName ITEMS = ClassName.get(INTERNAL, "Items");
  static final ClassName SORT_KEY_CONDITION = ClassName.get(INTERNAL, "SortKeyCondition");
  static final ClassName TABLE_ADMIN = ClassName.get(INTERNAL, "TableAdmin");
  static final ClassName PATH = ClassName.get(EXPRESSION, "Path");
  static final ClassName ATTRIBUTE_REF = ClassName.get(EXPRESSION, "AttributeRef");
  static final ClassName COMPARABLE_REF = ClassName.get(EXPRESSION, "ComparableRef");
  static final ClassName NUMBER_REF = ClassName.get(EXPRESSION, "NumberRef");
  static final ClassName STRING_REF = ClassName.get(EXPRESSION, "StringRef");
  static final ClassName LIST_REF = ClassName.get(EXPRESSION, "ListRef");
  static final ClassName SET_REF = ClassName.get(EXPRESSION, "SetRef");
  static final ClassName MAP_REF = ClassName.get(EXPRESSION, "MapRef");
  static final ClassName OBJECT_REF = ClassName.get(EXPRESSION, "ObjectRef");
  static final ClassName ATTRIBUTE_VALUE =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "AttributeValue");
  static final ClassName DYNAMO_DB_CLIENT =
      ClassName.get("software.amazon.awssdk.services.dynamodb", "DynamoDbClient");
  static final ClassName CREATE_TABLE_REQUEST =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "CreateTableRequest");
  static final ClassName SDK_BYTES = ClassName.get("software.amazon.awssdk.core", "SdkBytes");
  static final com.palantir.javapoet.TypeName ATTRIBUTE_MAP =
      com.palantir.javapoet.ParameterizedTypeName.get(
          ClassName.get("java.util", "Map"), ClassName.get(String.class), ATTRIBUTE_VALUE);

  private Names() {}

  /** {@code ShopDb} for table interface {@code Shop}. */
  public static ClassName db(TableModel table) {
    return table.type().peerClass(table.type().simpleName() + "Db");
  }

  public static ClassName key(EntityModel entity) {
    return entity.type().peerClass(entity.type().simpleName() + "Key");
  }

  public static ClassName schema(EntityModel entity) {
    return entity.type().peerClass(entity.type().simpleName() + "Schema");
  }

  public static ClassName repository(EntityModel entity) {
    return entity.type().peerClass(entity.type().simpleName() + "Repository");
  }

  /**
   * The Db accessor for an entity: the plural, lower camel case ({@code orders}, {@code
   * categories}).
   */
  public static String entityAccessor(EntityModel entity) {
    String name = entity.type().simpleName();
    return lowerFirst(plural(name));
  }

  static String plural(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    if (lower.endsWith("s")
        || lower.endsWith("x")
        || lower.endsWith("z")
        || lower.endsWith("ch")
        || lower.endsWith("sh")) {
      return name + "es";
    }
    if (lower.endsWith("y")
        && lower.length() > 1
        && "aeiou".indexOf(lower.charAt(lower.length() - 2)) < 0) {
      return name.substring(0, name.length() - 1) + "ies";
    }
    return name + "s";
  }

  /** {@code CREATED_AT} for {@code createdAt}. */
  public static String constant(String javaName) {
    StringBuilder constant = new StringBuilder();
    for (int i = 0; i < javaName.length(); i++) {
      char c = javaName.charAt(i);
      if (Character.isUpperCase(c) && i > 0 && !Character.isUpperCase(javaName.charAt(i - 1))) {
        constant.append('_');
      }
      constant.append(Character.toUpperCase(c));
    }
    return constant.toString();
  }

  /**
   * A name for generated code that none of {@code taken} uses: {@code preferred}, else with {@code
   * Value}, {@code Value2}... appended, so that user attribute names never shadow locals.
   */
  public static String fresh(String preferred, java.util.Collection<String> taken) {
    if (!taken.contains(preferred)) {
      return preferred;
    }
    String candidate = preferred + "Value";
    for (int i = 2; taken.contains(candidate); i++) {
      candidate = preferred + "Value" + i;
    }
    return candidate;
  }

  public static String upperFirst(String name) {
    return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  public static String lowerFirst(String name) {
    return name.isEmpty() ? name : Character.toLowerCase(name.charAt(0)) + name.substring(1);
  }

  /** The class of a query stage: {@code ByUserIdQuery}, then {@code ByUserIdCreatedAtQuery}... */
  static String queryStage(String queryName, java.util.List<String> fixedComponents) {
    StringBuilder name = new StringBuilder(upperFirst(queryName));
    for (String component : fixedComponents) {
      name.append(upperFirst(component));
    }
    return name.append("Query").toString();
  }

  /** The result record of a collection: {@code OrderDetails} for {@code orderDetails}. */
  static String collectionResult(String collection) {
    return upperFirst(collection);
  }
}
