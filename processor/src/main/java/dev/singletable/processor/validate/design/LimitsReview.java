package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.validate.Diagnostics;
import dev.singletable.processor.validate.Message;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;

/**
 * The DynamoDB limits that validation does not already check: index key attribute names of 1 to 255
 * bytes ({@code key-attribute-name}, the same check validation makes for the table's own key names)
 * and key patterns whose shortest key is already longer than DynamoDB accepts (2,048 bytes for a
 * partition key, 1,024 for a sort key; {@code key-length}). The other limits stay where they are:
 * at most 5 local indexes ({@code lsi-limit}), 100 projected attributes ({@code projection-limit}),
 * the GSI quota ({@code gsi-quota}), table and index names ({@code table-name}, {@code index-name})
 * in {@code TableValidator}; and an entity attribute stored under an index key name, which would
 * put a non-string value in a key, is refused by {@code EntityValidator} ({@code
 * attribute-reserved}), so index keys only ever hold the strings the patterns make.
 */
final class LimitsReview {

  private static final int MAX_NAME_BYTES = 255;
  private static final int MAX_PARTITION_KEY_BYTES = 2048;
  private static final int MAX_SORT_KEY_BYTES = 1024;

  private final Diagnostics diagnostics;
  private final KeyAlphabet alphabet;

  LimitsReview(Diagnostics diagnostics, KeyAlphabet alphabet) {
    this.diagnostics = diagnostics;
    this.alphabet = alphabet;
  }

  void review(TableDesign design) {
    for (IndexModel index : design.table().indexes()) {
      if (index.isGlobal()) {
        checkName(index, index.partitionKey(), "pk", "partition key");
      }
      if (index.sortKey() != null) {
        checkName(index, index.sortKey(), "sk", "sort key");
      }
    }
    Set<KeyPatternModel> checked = Collections.newSetFromMap(new IdentityHashMap<>());
    for (EntityModel entity : design.entities()) {
      for (KeyUse use : entity.keyUses()) {
        String what =
            use.isPrimary()
                ? "@KeyPattern"
                : (use.local() ? "@Lsi" : "@Gsi") + "(index = \"" + use.indexName() + "\")";
        if (use.partitionKey() != null && checked.add(use.partitionKey())) {
          checkLength(
              entity, use.partitionKey(), what + " pk", "partition", MAX_PARTITION_KEY_BYTES);
        }
        if (use.sortKey() != null && checked.add(use.sortKey())) {
          checkLength(entity, use.sortKey(), what + " sk", "sort", MAX_SORT_KEY_BYTES);
        }
      }
    }
  }

  private void checkName(IndexModel index, String name, String member, String role) {
    if (name.getBytes(StandardCharsets.UTF_8).length <= MAX_NAME_BYTES) {
      return;
    }
    // Point at the member inside the nested @GlobalIndex/@LocalIndex when it was written.
    Origin at = index.origin();
    if (at.value() != null && at.value().getValue() instanceof AnnotationMirror nested) {
      AnnotationValue value = Annotations.explicitValue(nested, member);
      if (value != null) {
        at = new Origin(at.element(), nested, value);
      }
    }
    diagnostics.error(
        at, Message.KEY_ATTRIBUTE_NAME_INVALID, name, "index " + index.name() + " " + role);
  }

  private void checkLength(
      EntityModel entity, KeyPatternModel pattern, String what, String kind, int limit) {
    KeySolver solver = new KeySolver(alphabet);
    KeySide side = new KeySide(entity, solver);
    side.fields(pattern);
    solver
        .solve()
        .ifPresent(
            values -> {
              String shortest = side.render(pattern, values);
              int bytes = shortest.getBytes(StandardCharsets.UTF_8).length;
              if (bytes > limit) {
                String shown =
                    shortest.length() > 60 ? shortest.substring(0, 60) + "..." : shortest;
                diagnostics.error(
                    pattern.origin(),
                    Message.KEY_TOO_LONG,
                    what,
                    pattern.source(),
                    bytes,
                    shown,
                    kind,
                    limit);
              }
            });
  }
}
