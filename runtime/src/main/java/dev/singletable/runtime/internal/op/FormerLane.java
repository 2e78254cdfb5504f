package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.failure.InvalidCursorException;
import dev.singletable.runtime.internal.QueryTarget;
import dev.singletable.runtime.observe.ConsumedUnits;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The reads of a table query while the entity's primary key moves: lane 0 reads the new key, lane 1
 * the former one ({@link #spec}), and {@link ShardedQueryOperation} merges them in the new key's
 * order under one cursor. A collection whose members' keys move has one former lane per moving
 * member ({@link QueryTarget.Former#entityType()}). Each lane keeps only the items in its own form
 * (an item of a moving entity whose stored key is not the one its entity computes for that form
 * belongs to another lane), and a former lane's items enter the merge as images: the item under its
 * new keys, which the order, the sort-key condition and the merged position read, carrying its
 * stored keys, after which the lane resumes. An entity stored in both forms for a moment (the
 * application wrote the new form before the job deleted the old one) ties with itself and is taken
 * once, from the new key.
 */
final class FormerLane {

  /** The prefix of an image's stored key attributes: no stored name starts with a NUL. */
  private static final String STORED = "\u0000stored:";

  private FormerLane() {}

  /**
   * The query of lane {@code lane}: {@code 0} the new key, {@code i} the former key {@code i - 1}.
   * All read whole items (each item's key is checked against its entity), without cursor (the
   * merge's own).
   */
  static <T> QuerySpec<T> spec(QuerySpec<T> spec, int lane) {
    QuerySpec.Target<T> target = spec.target();
    QueryTarget.Former former = lane == 0 ? null : target.formers().get(lane - 1);
    return new QuerySpec<>(
        target.to(
            lane == 0 ? target.partitionKeyValue() : former.partitionKey(),
            false,
            List.of(),
            null,
            null,
            List.of()),
        lane == 0 ? spec.sortKey() : former.sortKey(),
        spec.options().lane(List.of()));
  }

  /** How many reads a query while keys move merges: the new key's and one per former key. */
  static int lanes(QuerySpec<?> spec) {
    return 1 + spec.target().formers().size();
  }

  /** What one lane's Query returned, reduced to the items in the lane's form. */
  static <T> ShardMerge.ShardPage page(
      QuerySpec<T> spec,
      int lane,
      List<Map<String, AttributeValue>> items,
      Map<String, AttributeValue> lastKey,
      ConsumedUnits units) {
    List<Map<String, AttributeValue>> kept = new ArrayList<>(items.size());
    for (Map<String, AttributeValue> item : items) {
      Map<String, AttributeValue> read = inForm(spec, lane, item);
      if (read != null) {
        kept.add(read);
      }
    }
    return new ShardMerge.ShardPage(kept, lastKey, units);
  }

  /** The key a lane resumes after: an image's stored key, or the item's own. */
  static Map<String, AttributeValue> resumeKey(
      Map<String, AttributeValue> item,
      Function<Map<String, AttributeValue>, Map<String, AttributeValue>> keyOf) {
    // An index image stores its former index keys only: its table keys did not move.
    Map<String, AttributeValue> key = new LinkedHashMap<>(keyOf.apply(item));
    item.forEach(
        (name, value) -> {
          if (name.startsWith(STORED)) {
            key.put(name.substring(STORED.length()), value);
          }
        });
    return key;
  }

  /** Whether the item is an image of an item under the former key. */
  static boolean isImage(Map<String, AttributeValue> item, String partitionKey) {
    return item.containsKey(STORED + partitionKey);
  }

  /**
   * The refusal of a cursor the merged read {@code spec} did not make: when the read before the
   * keys moved made it (the same read without the former keys, or the read of a former key alone,
   * as a version without {@code formerly} sends it), a refusal saying so; otherwise {@code
   * refused}. Such a cursor holds a position in the order of the keys the items had then, which is
   * no position of the merge, in the new keys' order: resuming near it could list an item twice or
   * miss one, so it is refused rather than guessed.
   */
  static InvalidCursorException refuse(QuerySpec<?> spec, InvalidCursorException refused) {
    List<QuerySpec<?>> before = new ArrayList<>();
    before.add(spec.withFormers(List.of()));
    for (int lane = 1; lane < lanes(spec); lane++) {
      before.add(spec(spec, lane));
    }
    String name = spec.members().name();
    for (QuerySpec<?> read : before) {
      try {
        CursorCodec.decode(spec.cursor(), read.identity(), spec.context().cursorKeys(), name);
      } catch (InvalidCursorException other) {
        continue;
      }
      return new InvalidCursorException(
          name,
          "the cursor was made by this read before the keys of its items started to move (by a"
              + " version without formerly = ...): it holds a position in the order of the keys"
              + " the items had then, and this read, while the keys move, reads the new and the"
              + " former keys merged in the new keys' order, where that position is not one (an"
              + " item could be listed twice, or missed, once the migration job moves it); start"
              + " the listing again from the first page");
    }
    return refused;
  }

  /**
   * The item as lane {@code lane} gives it to the merge, or {@code null} when it is not the lane's:
   * lane 0 passes other types, and members whose key does not move, on (the merge counts or reads
   * them) and drops a moving entity's items in another form; a former lane keeps its entity's items
   * under their former key whose new key the query selects.
   */
  private static Map<String, AttributeValue> inForm(
      QuerySpec<?> spec, int lane, Map<String, AttributeValue> item) {
    String type = spec.context().entityTypeOf(item);
    List<QueryTarget.Former> formers = spec.target().formers();
    if (lane > 0) {
      QueryTarget.Former reads = formers.get(lane - 1);
      EntitySchema<?, ?> schema = spec.members().member(reads.entityType());
      return schema != null && spec.context().isOfType(item, schema)
          ? image(schema, spec, reads, item)
          : null;
    }
    EntitySchema<?, ?> schema = type == null ? null : spec.members().member(type);
    QueryTarget.Former moving = null;
    for (QueryTarget.Former former : formers) {
      if (schema != null && schema == spec.members().member(former.entityType())) {
        moving = former;
      }
    }
    return moving == null || holds(item, now(schema, moving, item)) ? item : null;
  }

  /**
   * The keys the entity of {@code item} computes now, where {@code former} reads: its table key, or
   * for an index its index keys (missing ones left out: the entity is not in the index now).
   */
  private static <T, K> Map<String, AttributeValue> now(
      EntitySchema<T, K> schema, QueryTarget.Former former, Map<String, AttributeValue> item) {
    T entity = schema.fromItem(item);
    if (!former.ofIndex()) {
      return schema.keyItem(schema.keyOf(entity));
    }
    Map<String, AttributeValue> written = schema.toItem(entity);
    Map<String, AttributeValue> keys = new HashMap<>();
    for (String attribute : former.keys().indexKeyAttributes()) {
      if (written.containsKey(attribute)) {
        keys.put(attribute, written.get(attribute));
      }
    }
    return keys;
  }

  /**
   * The image of an item of {@code schema} under the former key {@code reads}, or {@code null}: the
   * item under the keys its entity computes now, carrying the keys it is stored under.
   */
  private static <T, K> Map<String, AttributeValue> image(
      EntitySchema<T, K> schema,
      QuerySpec<?> spec,
      QueryTarget.Former reads,
      Map<String, AttributeValue> item) {
    Map<String, AttributeValue> now = now(schema, reads, item);
    Map<String, AttributeValue> former;
    if (reads.ofIndex()) {
      former =
          now.size() == reads.keys().indexKeyAttributes().size()
              ? reads.keys().formerIndexKeys(now)
              : null;
    } else {
      former = schema.formerKeyItem(schema.keyOf(schema.fromItem(item)));
    }
    if (former == null || !holds(item, former)) {
      return null;
    }
    QuerySpec.Target<?> target = spec.target();
    String sortKey = target.sortKeyAttribute();
    if (!now.get(target.partitionKeyAttribute())
            .equals(AttributeValue.fromS(target.partitionKeyValue()))
        || (sortKey != null && !spec.sortKey().matches(now.get(sortKey).s()))) {
      return null;
    }
    Map<String, AttributeValue> image = new HashMap<>(item);
    image.putAll(now);
    former.forEach((name, value) -> image.put(STORED + name, value));
    return image;
  }

  private static boolean holds(Map<String, AttributeValue> item, Map<String, AttributeValue> key) {
    for (Map.Entry<String, AttributeValue> attribute : key.entrySet()) {
      if (!attribute.getValue().equals(item.get(attribute.getKey()))) {
        return false;
      }
    }
    return true;
  }
}
