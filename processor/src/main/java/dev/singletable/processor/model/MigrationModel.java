package dev.singletable.processor.model;

import java.util.List;

/**
 * The migrations an entity declares: a former primary key ({@code @KeyPattern(formerly
 * = @FormerKey(...))}), key components' former formats ({@code @KeyFormat(formerly
 * = @FormerFormat(...))}), stored attributes renamed ({@code @Attribute(formerly = "amount")}) and
 * the entity type name ({@code @Entity(formerly = "ORDER")}). While they run, reads understand both
 * forms and writes write the new one.
 *
 * @param formerKey the former primary key, or {@code null} when the key did not move
 * @param formerType the former entity type name, or {@code null} when it did not change
 * @param conversions the top-level attributes whose stored values hold enum constants renamed
 *     ({@code @Formerly} on the constant), nested fields renamed ({@code @Attribute(formerly =
 *     ...)} on a field of a nested type, {@link NestedRename}) or whose stored type changes
 *     ({@code @Formerly(type = long.class)} on the attribute), each rewritten by its own job
 * @param storedTypes every {@code @Formerly} written on an attribute of the entity, nested records'
 *     fields included (validation refuses those that cannot be read)
 */
public record MigrationModel(
    EntityModel entity,
    FormerKey formerKey,
    List<Rename> renames,
    List<FormerFormat> formats,
    List<IndexFormer> indexes,
    FormerType formerType,
    List<AttributeModel> conversions,
    List<FormerStoredType> storedTypes) {

  public MigrationModel {
    conversions = List.copyOf(conversions);
    storedTypes = List.copyOf(storedTypes);
    renames = List.copyOf(renames);
    formats = List.copyOf(formats);
    indexes = List.copyOf(indexes);
  }

  /** The declared former stored type of the top-level attribute {@code javaName}, if any. */
  public java.util.Optional<FormerStoredType> storedType(String javaName) {
    return storedTypes.stream()
        .filter(t -> t.topLevel() && t.attribute().name().equals(javaName))
        .findFirst();
  }

  /** The former key of secondary index {@code index}, if the entity declares one. */
  public java.util.Optional<IndexFormer> index(String index) {
    return indexes.stream().filter(f -> f.use().indexName().equals(index)).findFirst();
  }

  /**
   * A global index key pattern the entity filled before ({@code @Gsi(formerly = @FormerKey(...))}):
   * the keys its stored items hold until the index's backfill job rewrote them.
   *
   * @param sort the former sort key, or {@code null} when none was written
   * @param declared how many {@code @FormerKey}s were written (validation refuses more than one)
   * @param byDelimiter whether it is the index key in the table's former delimiter
   *     ({@code @Table(formerDelimiter = ...)}), not a declared {@code @FormerKey}
   */
  public record IndexFormer(
      KeyUse use,
      KeyPatternModel partition,
      KeyPatternModel sort,
      int declared,
      Origin origin,
      boolean byDelimiter) {}

  /** Whether the entity's primary key moves: a former pattern, or a component's former format. */
  public boolean movesKey() {
    return formerKey != null || !keyFormats().isEmpty();
  }

  /**
   * The former formats of primary key components (the table key moves), or of components of no key
   * at all (refused by validation): all but {@link #indexFormats()}.
   */
  public List<FormerFormat> keyFormats() {
    return formats.stream().filter(f -> !indexFormats().contains(f)).toList();
  }

  /**
   * The former formats of components that only secondary index keys hold: the index keys move, and
   * each index's backfill job rewrites them.
   */
  public List<FormerFormat> indexFormats() {
    if (entity.primaryKey() == null) {
      return List.of();
    }
    return formats.stream()
        .filter(f -> !tableKeyNames().contains(f.attribute().name()))
        .filter(f -> !indexUses(f.attribute().name()).isEmpty())
        .toList();
  }

  /** The entity's secondary index keys that hold the component {@code javaName}. */
  public List<KeyUse> indexUses(String javaName) {
    return entity.indexKeys().stream()
        .filter(
            use ->
                (use.partitionKey() != null && names(use.partitionKey()).contains(javaName))
                    || (use.sortKey() != null && names(use.sortKey()).contains(javaName)))
        .toList();
  }

  /**
   * Why a table query of the new key cannot also read the items under the former key, or empty when
   * it can: the former partition must be computed from the new one's text (its placeholders are the
   * new partition key's, in the same formats, and neither key is sharded), and the former sort key
   * must have the new one's components in the same order, ending alike (with a component, or with
   * text), so that both keys sort the entity's items alike and one merge reads them in order.
   */
  public java.util.Optional<String> queryGap() {
    KeyPatternModel pk =
        formerKey == null ? entity.primaryKey().partitionKey() : formerKey.partition();
    KeyPatternModel sk = formerKey == null ? entity.primaryKey().sortKey() : formerKey.sort();
    KeyPatternModel newPk = entity.primaryKey().partitionKey();
    KeyPatternModel newSk = entity.primaryKey().sortKey();
    if (newPk.hasShard()) {
      return java.util.Optional.of("its partition key is sharded");
    }
    List<String> partition = names(newPk);
    for (String name : names(pk)) {
      if (!partition.contains(name)) {
        return java.util.Optional.of(
            "the former partition key needs {" + name + "}, which the new partition key lacks");
      }
      if (format(name).isPresent()) {
        return java.util.Optional.of("the partition key component " + name + " changes format");
      }
    }
    if ((sk == null) != (newSk == null)) {
      return java.util.Optional.of("one of the keys has no sort key");
    }
    if (sk != null
        && (!names(sk).equals(names(newSk)) || endsWithText(sk) != endsWithText(newSk))) {
      return java.util.Optional.of(
          "the former sort key orders by "
              + names(sk)
              + " and the new one by "
              + names(newSk)
              + (names(sk).equals(names(newSk)) ? " ending otherwise" : "")
              + ", so the two forms do not read in one order");
    }
    return java.util.Optional.empty();
  }

  /**
   * Why a query of the index {@code former} is of cannot also read the items under the former index
   * keys, or empty when it can: the index projects whole items (each item's former keys are checked
   * against its entity), the former partition is computed from the new one's text, the former sort
   * key has the new one's components in the same order, ending alike, and no component changes
   * format (the former keys are the new keys' components in the former patterns). The index sort
   * key must also hold every component of the table key: the merge tells an item read under both
   * keys by its index sort key and orders by it alone, and index keys need not be unique, so items
   * whose index sort keys tie would be returned twice or lost (of a local index, whose partition is
   * the table's, the table sort key's components suffice; and the table partition must not move,
   * since the items not moved yet are in another partition of the index).
   */
  public java.util.Optional<String> indexQueryGap(IndexFormer former) {
    KeyUse use = former.use();
    if (use.index() == null || !use.index().projectsAll()) {
      return java.util.Optional.of("index " + use.indexName() + " does not project whole items");
    }
    if (use.partitionKey().hasShard()) {
      return java.util.Optional.of("its index partition key is sharded");
    }
    if (use.local() && movesPartition()) {
      return java.util.Optional.of(
          "the table partition key moves too, and a local index query reads one table partition");
    }
    List<String> partition = names(use.partitionKey());
    for (String name : names(former.partition())) {
      if (!partition.contains(name)) {
        return java.util.Optional.of(
            "the former partition key needs {" + name + "}, which the new partition key lacks");
      }
    }
    KeyPatternModel sk = former.sort();
    KeyPatternModel newSk = use.sortKey();
    if (newSk == null) {
      return java.util.Optional.of(
          "the index has no sort key, so the items of a partition tie and the merge cannot tell"
              + " them apart");
    }
    // A local index shares the table partition: only the table sort key's components can tie.
    List<String> tableKey = tableKeyNames();
    if (use.local()) {
      tableKey.removeAll(names(entity.primaryKey().partitionKey()));
    }
    for (String name : tableKey) {
      if (!names(newSk).contains(name)) {
        return java.util.Optional.of(
            "the index sort key lacks {"
                + name
                + "} of the table key, so two items' index sort keys can tie and the merge"
                + " cannot tell them apart");
      }
    }
    if ((sk == null) != (newSk == null)
        || (sk != null
            && (!names(sk).equals(names(newSk)) || endsWithText(sk) != endsWithText(newSk)))) {
      return java.util.Optional.of("the former sort key does not order the items as the new one");
    }
    for (KeyPatternModel pattern : java.util.Arrays.asList(use.partitionKey(), newSk)) {
      for (String name : pattern == null ? List.<String>of() : names(pattern)) {
        if (format(name).isPresent()) {
          return java.util.Optional.of("the component " + name + " changes format");
        }
      }
    }
    return java.util.Optional.empty();
  }

  /** Whether the table partition key text moves: another pattern, or a component's format. */
  private boolean movesPartition() {
    KeyPatternModel now = entity.primaryKey().partitionKey();
    return (formerKey != null && !formerKey.partition().source().equals(now.source()))
        || names(now).stream().anyMatch(name -> format(name).isPresent());
  }

  private List<String> tableKeyNames() {
    List<String> all = new java.util.ArrayList<>(names(entity.primaryKey().partitionKey()));
    if (entity.primaryKey().sortKey() != null) {
      all.addAll(names(entity.primaryKey().sortKey()));
    }
    return all;
  }

  private static List<String> names(KeyPatternModel pattern) {
    return pattern.placeholders().stream().map(Segment.Placeholder::name).toList();
  }

  private static boolean endsWithText(KeyPatternModel pattern) {
    List<Segment> segments = pattern.segments();
    return segments.isEmpty() || segments.get(segments.size() - 1) instanceof Segment.Literal;
  }

  /** The former format of the key component {@code javaName}, if it declares one. */
  public java.util.Optional<FormerFormat> format(String javaName) {
    return formats.stream().filter(f -> f.attribute().name().equals(javaName)).findFirst();
  }

  /**
   * A key component's former format ({@code @KeyFormat(formerly = @FormerFormat(...))}).
   *
   * @param declared how many {@code @FormerFormat}s were written (validation refuses more than one)
   */
  public record FormerFormat(
      AttributeModel attribute,
      int integerDigits,
      int fractionDigits,
      int declared,
      Origin origin) {

    /** The attribute as it was: its digits the former ones. */
    public AttributeModel former() {
      AttributeModel a = attribute;
      return new AttributeModel(
          a.name(),
          a.storedName(),
          a.type(),
          a.accessor(),
          a.setter(),
          a.primitive(),
          a.ignored(),
          a.roles(),
          integerDigits,
          fractionDigits,
          a.origin());
    }
  }

  /**
   * A former primary key pattern.
   *
   * @param sort the former sort key, or {@code null} when none was written
   * @param declared how many {@code @FormerKey}s were written (validation refuses more than one)
   * @param byDelimiter whether it is the key pattern in the table's former delimiter
   *     ({@code @Table(formerDelimiter = ...)}), not a declared {@code @FormerKey}
   */
  public record FormerKey(
      KeyPatternModel partition,
      KeyPatternModel sort,
      int declared,
      Origin origin,
      boolean byDelimiter) {}

  /** The entity type name the stored items carry ({@code @Entity(formerly = "ORDER")}). */
  public record FormerType(String name, Origin origin) {}

  /** A stored attribute that was stored as {@code formerly}. */
  public record Rename(AttributeModel attribute, String formerly, Origin origin) {}
}
