package dev.singletable.processor.validate;

/**
 * The diagnostics of native indexes ({@code @GlobalIndex(partitionKeys = ..., sortKeys = ...)}),
 * keyed by the entities' own attributes: their declaration, their members and the reads over them.
 * Listed in docs/diagnostics.md with {@link Message}'s.
 */
public enum NativeMessage implements Catalogued {
  FILTER_KEY(
      "pattern-filter-native-key",
      "@Filter on parameter %s of %s(): %s is a key attribute of native index %s (%s), and"
          + " DynamoDB refuses an index's key attributes in a query's filter; remove @Filter to"
          + " make it part of the key condition (sort attributes are given from the left, a range"
          + " only on the last one given), or read another key"),
  KEY_COUNT(
      "native-key-count",
      "index \"%s\" lists %d %s attributes; DynamoDB keys a global index by 1 to 4 partition"
          + " attributes and at most 4 sort attributes; %s"),
  KEY_SYNTHETIC(
      "native-key-synthetic",
      "index \"%s\" names its own key attributes (partitionKeys/sortKeys) and also sets %s, which"
          + " names the attributes of a synthetic key that @Gsi templates fill; remove %s"),
  KEY_REPEATED(
      "native-key-repeated", "index \"%s\" lists \"%s\" twice; each key attribute appears once"),
  KEY_UNKNOWN(
      "native-key-unknown",
      "index \"%s\" lists \"%s\", which is the stored name of no attribute of any entity of %s%s;"
          + " list the stored names (as @Attribute(name = ...) gives them) of the entities' own"
          + " attributes, or the entity-type attribute \"%s\""),
  KEY_TYPE(
      "native-key-type",
      "index \"%s\" lists \"%s\", which %s stores as %s, a type DynamoDB refuses as a key"
          + " attribute: key attributes are S, N or B scalars (String, numbers, enums, dates and"
          + " times, UUID, bytes), never booleans, lists, sets, maps or nested records; list"
          + " another attribute"),
  KEY_TYPE_MISMATCH(
      "native-key-type-mismatch",
      "index \"%s\" lists \"%s\", which %s stores as %s but %s as %s, and a key attribute has one"
          + " type (S, N or B) in the index; give both one stored type, or store one under another"
          + " name with @Attribute(name = ...)"),
  INDEX_EMPTY(
      "native-index-empty",
      "no entity of %s stores every key attribute of index \"%s\" (%s), so the index would stay"
          + " empty; list attributes that one entity stores together"),
  INDEX_MIXED(
      "native-index-mixed",
      "%s() reads %s from native index \"%s\" (%s), which also holds the items of %s, since they"
          + " store those attributes too: its key condition cannot tell them apart, so the read"
          + " would return them as %s; list the entity-type attribute \"%s\" in partitionKeys"
          + " (each read then fixes it to its entity's type), or store %s's \"%s\" under another"
          + " name with @Attribute(name = ...), or give the read the parameters of another key"),
  INDEX_TEMPLATE(
      "native-index-template",
      "%s names index \"%s\", a native index of %s keyed by the entities' own attributes (%s),"
          + " which no template fills; remove the annotation: an entity that stores those"
          + " attributes is in the index"),
  HOT_PARTITION(
      "native-hot-partition",
      "native index \"%s\" is partitioned only by attributes with few values (%s), so %s. One"
          + " partition serves at most about 3,000 reads and 1,000 writes per second, and a native"
          + " key has no shard number: add an attribute with many values, such as \"%s\", to"
          + " partitionKeys (at most 4), or read through a key template with @Shard; or, if the"
          + " write rate stays low, suppress this with"
          + " @SuppressWarnings(\"singletable:native-hot-partition\") on %s"),
  QUERY_NAME(
      "native-query-name",
      "index \"%s\" gives %s the query method %s(), which its %s already has; rename the index or"
          + " that query (query = \"...\")");

  private final String id;
  private final String template;

  NativeMessage(String id, String template) {
    this.id = id;
    this.template = template;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String format(Object... arguments) {
    return String.format(template, arguments);
  }
}
