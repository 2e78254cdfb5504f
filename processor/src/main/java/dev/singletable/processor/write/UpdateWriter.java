package dev.singletable.processor.write;

import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.TableModel;

/**
 * Writes the typed update of an entity whose attributes feed index keys: setters that rewrite the
 * index keys together with the attribute, so that an index key is never left stale.
 */
final class UpdateWriter {

  private final TableModel table;
  private final EntityModel entity;

  UpdateWriter(TableModel table, EntityModel entity) {
    this.table = table;
    this.entity = entity;
  }

  void write(TypeSpec.Builder repository) {
    // Index-aware setters come with the update issue; plain updates are inherited.
  }
}
