package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.PatternServing;
import dev.singletable.processor.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The concrete index that would serve a read no key serves, as a diagnostic suggests it: a
 * {@code @Gsi} on a global index the entity does not use yet (or a new one), whose partition key
 * holds the read's equality attributes and whose sort key holds the attributes it narrows by, then
 * the primary key's components that keep the key unique.
 */
public final class PatternSuggestion {

  private PatternSuggestion() {}

  /**
   * {@code add @Gsi(index = "GSI2", pk = "STATUS#{status}", sk = "{createdAt}#{orderId}") to Order
   * (GSI2 is declared on Shop and unused by Order)}.
   *
   * @param partition the attributes of the partition key, in order
   * @param sort the attributes the sort key starts with, in order
   */
  public static String gsi(
      TableDesign design, EntityModel entity, List<String> partition, List<String> sort) {
    List<String> pk = new ArrayList<>();
    for (String attribute : partition) {
      pk.add(Names.constant(attribute) + "#{" + attribute + "}");
    }
    Set<String> skAttributes = new LinkedHashSet<>(sort);
    skAttributes.addAll(PatternServing.placeholders(entity.primaryKey().partitionKey()));
    skAttributes.addAll(PatternServing.placeholders(entity.primaryKey().sortKey()));
    skAttributes.removeAll(partition);
    List<String> sk = skAttributes.stream().map(a -> "{" + a + "}").toList();
    String annotation =
        "@Gsi(index = \"%s\", pk = \""
            + String.join("#", pk)
            + "\", sk = \""
            + (sk.isEmpty() ? Names.constant(entity.simpleName()) : String.join("#", sk))
            + "\"%s)";
    String table = design.table().type().simpleName();
    Optional<IndexModel> free = freeIndex(design, entity);
    if (free.isPresent()) {
      String name = free.get().name();
      return "add "
          + annotation.formatted(name, queryName(entity, partition, name))
          + " to "
          + entity.simpleName()
          + " ("
          + name
          + " is declared on "
          + table
          + " and unused by "
          + entity.simpleName()
          + ")";
    }
    String name = newIndexName(design);
    return "add @GlobalIndex(name = \""
        + name
        + "\") to "
        + table
        + " and "
        + annotation.formatted(name, queryName(entity, partition, name))
        + " to "
        + entity.simpleName();
  }

  /**
   * {@code , query = "byUserIdInGsi2"} when the query method the {@code @Gsi} would get by default
   * ({@code by} and its partition attributes) is already one of the entity's, else nothing.
   */
  private static String queryName(EntityModel entity, List<String> partition, String index) {
    StringBuilder name = new StringBuilder(partition.isEmpty() ? "all" : "by");
    for (String attribute : partition.stream().distinct().toList()) {
      name.append(name.length() == 2 ? "" : "And")
          .append(Character.toUpperCase(attribute.charAt(0)))
          .append(attribute.substring(1));
    }
    boolean taken =
        entity.keyUses().stream().anyMatch(use -> name.toString().equals(use.queryName()));
    if (!taken) {
      return "";
    }
    StringBuilder suffix = new StringBuilder("In");
    boolean upper = true;
    for (char c : index.toCharArray()) {
      if (Character.isLetterOrDigit(c)) {
        suffix.append(upper ? Character.toUpperCase(c) : Character.toLowerCase(c));
        upper = false;
      } else {
        upper = true;
      }
    }
    return ", query = \"" + name + suffix + "\"";
  }

  /** The first global index with a sort key that projects the entity and that it does not fill. */
  private static Optional<IndexModel> freeIndex(TableDesign design, EntityModel entity) {
    List<String> needed =
        new ArrayList<>(
            entity.storedAttributes().stream().map(AttributeModel::storedName).toList());
    needed.add(design.table().entityTypeAttribute());
    return design.table().indexes().stream()
        .filter(IndexModel::isGlobal)
        .filter(index -> index.sortKey() != null && index.projects(needed))
        .filter(index -> !reusesTableKey(design, index))
        .filter(
            index ->
                entity.indexKeys().stream().noneMatch(use -> index.name().equals(use.indexName())))
        .findFirst();
  }

  /** An inverted index keys items by the table's own keys: it cannot take new patterns. */
  private static boolean reusesTableKey(TableDesign design, IndexModel index) {
    List<String> tableKeys = new ArrayList<>();
    tableKeys.add(design.table().partitionKey());
    if (design.table().sortKey() != null) {
      tableKeys.add(design.table().sortKey());
    }
    return tableKeys.contains(index.partitionKey()) || tableKeys.contains(index.sortKey());
  }

  /** {@code GSIn} for the smallest n the table does not declare. */
  private static String newIndexName(TableDesign design) {
    for (int n = 1; ; n++) {
      String name = "GSI" + n;
      if (design.table().index(name).isEmpty()) {
        return name;
      }
    }
  }
}
