package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.NativeKeys;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.validate.Diagnostics;
import dev.singletable.processor.validate.NativeMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Warning {@code native-hot-partition}: a native index partitioned only by attributes with few
 * values (enums, dates, the entity type) while an entity in it can put any number of items into
 * each partition. A native key takes no shard number, so the fix is another partition attribute
 * with many values. Reported on the index, once, naming the first such entity; suppress on the
 * table interface with {@code @SuppressWarnings("singletable:native-hot-partition")}.
 */
final class NativeHotPartitionReview {

  private final Diagnostics diagnostics;
  private final KeyAlphabet alphabet;

  NativeHotPartitionReview(Diagnostics diagnostics, KeyAlphabet alphabet) {
    this.diagnostics = diagnostics;
    this.alphabet = alphabet;
  }

  void review(TableDesign design) {
    for (IndexModel index : design.table().nativeIndexes()) {
      for (EntityModel entity : NativeKeys.members(design, index)) {
        Optional<KeyUse> use =
            Stream.concat(
                    NativeKeys.uses(design, entity).stream(),
                    NativeKeys.mixedUses(design, entity).stream())
                .filter(u -> u.index() == index)
                .findFirst();
        if (use.isEmpty()) {
          continue;
        }
        List<AttributeModel> components = new ArrayList<>();
        use.get()
            .partitionKey()
            .placeholders()
            .forEach(p -> components.add(entity.attribute(p.name()).orElseThrow()));
        Optional<AttributeModel> growth = Cardinality.growth(entity, use.get().partitionKey());
        if (components.stream().allMatch(Cardinality::isLow) && growth.isPresent()) {
          report(design, index, entity, components, growth.get());
          break;
        }
      }
    }
  }

  private void report(
      TableDesign design,
      IndexModel index,
      EntityModel entity,
      List<AttributeModel> components,
      AttributeModel growth) {
    List<String> described = new ArrayList<>();
    long partitions = 1;
    if (index.partitionKeys().contains(design.table().entityTypeAttribute())) {
      described.add(design.table().entityTypeAttribute() + ": one value per entity");
    }
    for (AttributeModel component : components) {
      long values =
          component.scalarKind() == ScalarKind.ENUM ? alphabet.enumConstants(component).size() : -1;
      described.add(
          component.storedName()
              + (values < 0 ? ": a LocalDate, one value per day" : ": an enum of " + values));
      partitions = values < 0 || partitions < 0 ? -1 : partitions * values;
    }
    diagnostics.warning(
        index.origin(),
        NativeMessage.HOT_PARTITION,
        index.name(),
        String.join(", ", described),
        partitions < 0
            ? "all " + entity.simpleName() + " items of one day go to one partition"
            : "all "
                + entity.simpleName()
                + " items go to at most "
                + partitions
                + " partition"
                + (partitions == 1 ? "" : "s"),
        growth.storedName(),
        design.table().type().simpleName());
  }
}
