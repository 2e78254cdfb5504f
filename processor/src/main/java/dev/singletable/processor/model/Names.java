package dev.singletable.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javax.lang.model.SourceVersion;

/**
 * Every name generated code uses, derived in one place with one collision scheme ({@link #fresh}):
 * the validator checks user names against them and the planner allocates them for the writers.
 */
public final class Names {

  /** The locals and parameters of a schema's methods, which its entity parameter must avoid. */
  public static final Set<String> ITEM_LOCALS =
      Set.of("item", "key", "attributes", "newVersion", "now");

  /** The parameters of the cross-entity types' methods, which entity variables must avoid. */
  public static final Set<String> CROSS_ENTITY_PARAMETERS =
      Set.of("condition", "key", "keys", "update", "items", "context", "table");

  /** The constants every schema declares, which attribute constants must avoid. */
  public static final Set<String> SCHEMA_CONSTANTS =
      Set.of("INSTANCE", "ENTITY_TYPE", "ENTITY", "TYPE_VALUE", "PRIMITIVE_DEFAULTS");

  /** The constant of a schema's entity type descriptor, unless a reference takes the name. */
  public static final String ITEM_TYPE = "ITEM_TYPE";

  /** The constant of a nested codec class holding the nested form itself. */
  public static final String NESTED_FORM = "CODEC";

  /**
   * The methods every generated Db declares besides an accessor per entity and a query per
   * collection (and its static {@code create}), with {@code table()}, which a Db declares when its
   * table has a stream; declared access patterns must not take their names.
   */
  public static final Set<String> DB_METHODS =
      Set.of(
          "tableName",
          "tableDefinition",
          "createTable",
          "transaction",
          "transactGet",
          "batchGet",
          "batchWrite",
          "table");

  /** The components every collection result record has besides one per member. */
  public static final Set<String> COLLECTION_COMPONENTS = Set.of("cursor", "skippedItems");

  private Names() {}

  /**
   * A name that none of {@code taken} uses and that is no Java keyword: {@code preferred}, else
   * with {@code Value} appended ({@code _VALUE} for a constant), then {@code Value2}, {@code
   * Value3}... The one collision scheme of generated code.
   */
  public static String fresh(String preferred, Collection<String> taken) {
    if (!taken.contains(preferred) && !SourceVersion.isKeyword(preferred)) {
      return preferred;
    }
    String base = preferred + (isConstant(preferred) ? "_VALUE" : "Value");
    String candidate = base;
    for (int i = 2; taken.contains(candidate); i++) {
      candidate = base + i;
    }
    return candidate;
  }

  private static boolean isConstant(String name) {
    return !name.isEmpty()
        && name.equals(name.toUpperCase(Locale.ROOT))
        && name.chars().anyMatch(Character::isLetter);
  }

  /** {@code ShopDb} for table interface {@code Shop}. */
  public static ClassName db(TableModel table) {
    return tablePeer(table, "Db");
  }

  /** {@code ShopConverters}: the one instance of each converter {@code Shop} declares. */
  public static ClassName converters(TableModel table) {
    return tablePeer(table, "Converters");
  }

  /** {@code ShopAsyncDb}, the entry point {@code ShopDb.createAsync} returns. */
  public static ClassName asyncDb(TableModel table) {
    return tablePeer(table, "AsyncDb");
  }

  /** A type beside the table interface: {@code ShopTransaction} for suffix {@code Transaction}. */
  public static ClassName tablePeer(TableModel table, String suffix) {
    return table.type().peerClass(table.type().simpleName() + suffix);
  }

  public static ClassName key(EntityModel entity) {
    return entity.type().peerClass(entity.simpleName() + "Key");
  }

  public static ClassName schema(EntityModel entity) {
    return entity.type().peerClass(entity.simpleName() + "Schema");
  }

  /**
   * {@code OrderRefs}: the typed attribute references, which {@code OrderSchema} implements so that
   * they read {@code OrderSchema.TOTAL}.
   */
  public static ClassName refs(ClassName entityType, String simpleName) {
    return entityType.peerClass(simpleName + "Refs");
  }

  public static ClassName repository(EntityModel entity) {
    return entity.type().peerClass(entity.simpleName() + "Repository");
  }

  /** {@code OrderAsyncRepository}, the repository of {@code ShopAsyncDb}. */
  public static ClassName asyncRepository(EntityModel entity) {
    return entity.type().peerClass(entity.simpleName() + "AsyncRepository");
  }

  /**
   * {@code OrderRepository.OrderUpdate}, the update of repositories and transactions, with the
   * index-aware setters.
   */
  public static ClassName update(EntityModel entity) {
    return repository(entity).nestedClass(entity.simpleName() + "Update");
  }

  /** {@code missingOrderKeys}: the keys of a read under which no item of the entity was found. */
  public static String skippedKeys(EntityModel entity) {
    return "skipped" + entity.simpleName() + "Keys";
  }

  public static String missingKeys(EntityModel entity) {
    return "missing" + entity.simpleName() + "Keys";
  }

  /**
   * The Db accessor for an entity: the plural, lower camel case ({@code orders}, {@code
   * categories}).
   */
  public static String entityAccessor(EntityModel entity) {
    return lowerFirst(plural(entity.simpleName()));
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

  /** {@code order} for {@code Order}: an entity as a variable, before collisions are resolved. */
  public static String entityVariable(EntityModel entity) {
    return lowerFirst(entity.simpleName());
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

  public static String upperFirst(String name) {
    return name.isEmpty() ? name : Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  public static String lowerFirst(String name) {
    return name.isEmpty() ? name : Character.toLowerCase(name.charAt(0)) + name.substring(1);
  }

  /** {@code setStatus}: the typed update's setter of an attribute feeding index keys. */
  public static String setter(String attribute) {
    return "set" + upperFirst(attribute);
  }

  /** {@code removeStatus}: the typed update's remover of a nullable such attribute. */
  public static String remover(String attribute) {
    return "remove" + upperFirst(attribute);
  }

  /** The class of a query stage: {@code ByUserIdQuery}, then {@code ByUserIdCreatedAtQuery}... */
  public static String queryStage(String queryName, List<String> fixedComponents) {
    StringBuilder name = new StringBuilder(upperFirst(queryName));
    for (String component : fixedComponents) {
      name.append(upperFirst(component));
    }
    return name.append("Query").toString();
  }

  /** The result record of a collection: {@code OrderDetails} for {@code orderDetails}. */
  public static String collectionResult(String collection) {
    return upperFirst(collection);
  }

  /** {@code gsi1} for index {@code GSI1}, {@code byStatus} for {@code by-status}. */
  public static String indexPrefix(String indexName) {
    StringBuilder part = new StringBuilder();
    boolean upper = false;
    for (char c : indexName.toCharArray()) {
      if (Character.isLetterOrDigit(c)) {
        part.append(
            part.length() == 0
                ? Character.toLowerCase(c)
                : upper ? Character.toUpperCase(c) : Character.toLowerCase(c));
        upper = false;
      } else {
        upper = true;
      }
    }
    if (part.length() == 0 || !Character.isJavaIdentifierStart(part.charAt(0))) {
      part.insert(0, "index");
    }
    return part.toString();
  }

  /**
   * {@code ReviewInvertedView}: the record a query of index {@code Inverted} returns for {@code
   * Review} when the index does not project whole items: the entity, the index name's words
   * capitalised ({@code GSI1} -> {@code Gsi1}, {@code by-status} -> {@code ByStatus}), {@code
   * View}.
   */
  public static ClassName view(EntityModel entity, String indexName) {
    StringBuilder index = new StringBuilder();
    for (String word : indexName.split("[^A-Za-z0-9]+")) {
      if (word.isEmpty()) {
        continue;
      }
      // An all-capitals word reads as a word (GSI1 -> Gsi1); a camel-case one keeps its humps.
      String part = word.equals(word.toUpperCase()) ? word.toLowerCase() : word;
      index.append(upperFirst(part));
    }
    return ClassName.get(entity.type().packageName(), entity.simpleName() + index + "View");
  }

  /** {@code gsi1PartitionKey}: the schema method rendering an index's partition key. */
  public static String indexPartitionMethod(String indexName) {
    return indexPrefix(indexName) + "PartitionKey";
  }

  /** {@code gsi1SortKey}: the schema method rendering an index's sort key. */
  public static String indexSortMethod(String indexName) {
    return indexPrefix(indexName) + "SortKey";
  }

  /** {@code TOTAL_CODEC}: the codec constant of an attribute (or element, value) path. */
  public static String codec(String base) {
    return constant(base) + "_CODEC";
  }

  /** {@code LineCodec}: the codec class of a nested type, nested in the schema. */
  public static String nestedCodec(ValueType.Embedded embedded) {
    return (embedded.javaType() instanceof ClassName className ? className.simpleName() : "Nested")
        + "Codec";
  }

  /** {@code OrderIdConverter}: the converter of a value type, nested in the schema. */
  public static String valueConverter(TypeName valueType) {
    return (valueType instanceof ClassName className ? className.simpleName() : "Value")
        + "Converter";
  }

  /** The reference class of a nested type: {@code AddressRef}. */
  public static String nestedRef(ValueType.Embedded embedded) {
    return (embedded.javaType() instanceof ClassName className ? className.simpleName() : "Nested")
        + "Ref";
  }
}
