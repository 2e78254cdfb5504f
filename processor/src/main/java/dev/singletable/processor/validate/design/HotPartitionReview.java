package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.validate.Diagnostics;
import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.design.Placement.Space;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Warning {@code hot-partition}: a partition-key pattern, on the table or a global index, with no
 * placeholder or only low-cardinality ones (enums, booleans, dates), for an entity that can put any
 * number of items into each such partition. All its writes then land on a few partitions, each
 * limited to about 1,000 writes and 3,000 reads per second; the fix DynamoDB's guides describe is
 * write sharding, which {@code @Shard} declares (a pattern holding {@code {shard}} is not
 * reported). A GSI whose partition key is the table's sort key (an inverted index) holds every item
 * with its sort key as partition key, so constant sort keys count there too. Not reported: local
 * indexes (they share the table's partition key) and entities with a bounded number of items per
 * partition value (such as a constant sort key: one item cannot be spread by sharding). Suppress
 * per entity with {@code @SuppressWarnings("singletable:hot-partition")}.
 */
final class HotPartitionReview {

  private final Diagnostics diagnostics;
  private final KeyAlphabet alphabet;

  HotPartitionReview(Diagnostics diagnostics, KeyAlphabet alphabet) {
    this.diagnostics = diagnostics;
    this.alphabet = alphabet;
  }

  void review(Placements placements) {
    Set<KeyPatternModel> reported = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Map.Entry<Space, List<Placement>> entry : placements.bySpace().entrySet()) {
      if (entry.getKey().isLocal()) {
        continue;
      }
      for (Placement placement : entry.getValue()) {
        KeyPatternModel pk = placement.partitionKey();
        if (pk.hasShard()) {
          continue; // declared write sharding spreads the partition already
        }
        List<AttributeModel> components = new ArrayList<>();
        pk.placeholders()
            .forEach(p -> components.add(placement.entity().attribute(p.name()).orElseThrow()));
        Optional<AttributeModel> growth = Cardinality.growth(placement.entity(), pk);
        if (components.stream().allMatch(Cardinality::isLow)
            && growth.isPresent()
            && reported.add(pk)) {
          report(placement, components, growth.get());
        }
      }
    }
  }

  private void report(Placement placement, List<AttributeModel> components, AttributeModel growth) {
    Space space = placement.space();
    String entity = placement.entity().simpleName();
    KeyPatternModel pk = placement.partitionKey();
    String subject =
        placement.use() == null
            ? entity
                + "'s partition key on "
                + space.describe()
                + " is \""
                + pk.source()
                + "\", the value it"
                + " writes to the table key attribute "
                + space.partitionAttribute()
                + " (the index's partition key)"
            : entity + "'s partition key \"" + pk.source() + "\" on " + space.describe();
    String reason;
    String consequence;
    if (components.isEmpty()) {
      reason = "it has no placeholder";
      consequence =
          "every "
              + entity
              + " item goes to the one partition "
              + space.partitionAttribute()
              + "=\""
              + pk.literalPrefix()
              + "\"";
    } else {
      List<String> described = new ArrayList<>();
      long partitions = 1;
      for (AttributeModel component : components) {
        int values = values(component);
        described.add(
            "{"
                + component.name()
                + "}: "
                + (values < 0
                    ? "a LocalDate, one value per day"
                    : (component.scalarKind() == ScalarKind.BOOLEAN ? "a boolean" : "an enum")
                        + " of "
                        + values
                        + " values"));
        partitions = values < 0 || partitions < 0 ? -1 : partitions * values;
      }
      reason = "its only placeholders have few values (" + String.join(", ", described) + ")";
      consequence =
          partitions < 0
              ? "all " + entity + " items of one day go to one partition"
              : "all "
                  + entity
                  + " items go to at most "
                  + partitions
                  + " partition"
                  + (partitions == 1 ? "" : "s");
    }
    diagnostics.warning(
        pk.origin(),
        Message.HOT_PARTITION,
        subject,
        reason,
        consequence,
        fix(placement, growth),
        entity);
  }

  /**
   * The sharding that fixes the partition key: {@code {shard}} after it and an {@code @Shard} for
   * the key's index (none for the table key) whose {@code by} is the growth attribute, a
   * primary-key attribute, as {@code @Shard} requires. The partition key of an inverted index is
   * the table's sort key, which cannot hold {@code {shard}}: the index then needs keys of its own.
   */
  private String fix(Placement placement, AttributeModel growth) {
    String entity = placement.entity().simpleName();
    String shard =
        "@Shard("
            + (placement.space().index() == null
                ? ""
                : "index = \"" + placement.space().index().name() + "\", ")
            + "count = 8, by = \""
            + growth.name()
            + "\")";
    String sharded = placement.partitionKey().source() + alphabet.delimiter() + "{shard}";
    String queries =
        " (by names a primary-key attribute, whose hash picks the shard, so point reads and"
            + " updates find it; queries then read the 8 shards in parallel and merge them)";
    if (placement.use() == null) {
      String index = placement.space().index().name();
      return "the partition key of index "
          + index
          + " is the table's sort key, which cannot hold {shard}, so give the index key"
          + " attributes of its own (@GlobalIndex(name = \""
          + index
          + "\", pk = ..., sk = ...)) and fill them with @Gsi(index = \""
          + index
          + "\", pk = \""
          + sharded
          + "\", sk = ...) and "
          + shard
          + " on "
          + entity
          + queries;
    }
    return "add a shard number to the partition key, e.g. pk = \""
        + sharded
        + "\" with "
        + shard
        + " on "
        + entity
        + queries;
  }

  /** The number of values of an enum or boolean component; -1 for a date. */
  private int values(AttributeModel component) {
    return switch (component.scalarKind()) {
      case BOOLEAN -> 2;
      case ENUM -> alphabet.enumConstants(component).size();
      default -> -1;
    };
  }
}
