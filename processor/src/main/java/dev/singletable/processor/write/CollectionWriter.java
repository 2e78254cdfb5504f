package dev.singletable.processor.write;

import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.TableDesign;

/** Writes the typed item-collection queries of a table ({@code shopDb.orderDetails(orderId)}). */
final class CollectionWriter {

  private final TableDesign design;

  CollectionWriter(TableDesign design) {
    this.design = design;
  }

  void write(TypeSpec.Builder db) {
    // Collections come with the access-pattern issue.
  }
}
