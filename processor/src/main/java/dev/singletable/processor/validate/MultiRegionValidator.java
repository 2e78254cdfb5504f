package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import java.util.Optional;

/**
 * Refuses what DynamoDB does not support on a multi-Region strongly consistent global table
 * ({@code @TableSettings(multiRegionConsistency = STRONG)}): local secondary indexes and Time to
 * Live. Transactions, the third feature such tables lack, are simply not generated for the table
 * (no {@code transaction()} or {@code transactGet()} on its Db).
 */
public final class MultiRegionValidator {

  private final Diagnostics diagnostics;

  public MultiRegionValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  public void validate(TableDesign design) {
    TableModel table = design.table();
    if (!table.settings().multiRegionStrong()) {
      return;
    }
    for (IndexModel index : table.indexes()) {
      if (!index.isGlobal()) {
        diagnostics.error(
            index.origin(),
            SettingsMessage.MULTI_REGION_STRONG,
            table.name(),
            "local secondary indexes (" + index.name() + ")",
            "declare it as a global index (its reads are then eventually consistent), or leave"
                + " the table EVENTUAL");
      }
    }
    for (EntityModel entity : design.entities()) {
      Optional<AttributeModel> ttl = entity.attributeWith(Role.TTL);
      if (ttl.isPresent()) {
        diagnostics.error(
            ttl.get().origin(),
            SettingsMessage.MULTI_REGION_STRONG,
            table.name(),
            "Time to Live (@Ttl on " + entity.simpleName() + "." + ttl.get().name() + ")",
            "remove @Ttl and delete expired items with a scheduled query, or leave the table"
                + " EVENTUAL");
      }
    }
  }
}
