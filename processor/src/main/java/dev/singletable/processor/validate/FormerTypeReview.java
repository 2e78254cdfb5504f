package dev.singletable.processor.validate;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.record.DesignRecord;
import java.util.List;
import java.util.Optional;

/**
 * Compares a declared former entity type ({@code @Entity(formerly = "ORDER")}) with the accepted
 * record: the accepted entity of that type is the one the stored items belong to, so its rename is
 * a migration in flight (a note); a former type the accepted design never had, or a new type it
 * already holds (the rename was accepted), is an error naming what it holds.
 */
final class FormerTypeReview {

  private final BaselineContext context;

  FormerTypeReview(BaselineContext context) {
    this.context = context;
  }

  /**
   * The accepted entity the stored items of {@code entity} belong to, after reporting the rename;
   * empty when the accepted design has none.
   */
  Optional<DesignRecord.Entity> accepted(
      EntityModel entity,
      MigrationModel.FormerType former,
      DesignRecord.Entity now,
      List<DesignRecord.Entity> accepted) {
    Optional<DesignRecord.Entity> same = type(accepted, now.type());
    Optional<DesignRecord.Entity> was = type(accepted, former.name());
    if (same.isEmpty() && was.isPresent()) {
      context
          .diagnostics()
          .note(
              former.origin(),
              BaselineMessage.MIGRATION,
              "The entity type",
              entity.simpleName(),
              "\"" + former.name() + "\"",
              "\"" + now.type() + "\"",
              context.file(),
              now.type() + ".type",
              context.migrations(),
              context.accept());
      return was;
    }
    Optional<DesignRecord.Entity> byClass =
        accepted.stream().filter(e -> e.className().equals(now.className())).findFirst();
    String reason;
    if (same.isPresent()) {
      reason =
          "the accepted design already stores it as \""
              + now.type()
              + "\", so the stored items are accepted as renamed; remove formerly";
    } else if (byClass.isPresent()) {
      reason =
          "declare formerly = \""
              + byClass.get().type()
              + "\", the entity type the stored items carry";
    } else {
      reason =
          "it has no entity type \""
              + former.name()
              + "\" (it has "
              + String.join(", ", accepted.stream().map(DesignRecord.Entity::type).toList())
              + ")";
    }
    context
        .diagnostics()
        .error(
            former.origin(),
            BaselineMessage.FORMERLY_MISMATCH,
            "The entity type",
            entity.simpleName(),
            "\"" + former.name() + "\"",
            context.file(),
            same.or(() -> byClass)
                .map(e -> "\"" + e.type() + "\"")
                .orElse("no entity type \"" + former.name() + "\""),
            reason);
    return same.or(() -> byClass);
  }

  private static Optional<DesignRecord.Entity> type(List<DesignRecord.Entity> entities, String t) {
    return entities.stream().filter(e -> e.type().equals(t)).findFirst();
  }
}
