package dev.singletable.processor.it.model.values;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.processor.it.model.Catalog;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Stock of one SKU on one shelf: value types as key components (of the table and of an index) and
 * as attributes, alone, optional, in lists, maps and nested records.
 */
@Entity(table = Catalog.class)
@KeyPattern(pk = "SHELF#{shelfId}", sk = "SKU#{sku}", query = "onShelf")
@Gsi(index = "GSI1", pk = "RESTOCK#{restockOn}", sk = "{quantity}#{sku}", query = "restocking")
public record Shelved(
    ShelfId shelfId,
    SkuId sku,
    RestockDay restockOn,
    Quantity quantity,
    Optional<Label> label,
    List<SkuId> substitutes,
    Map<String, Quantity> reserved,
    Placement placement) {

  /** The day a shelf is restocked: a value type of a LocalDate. */
  public record RestockDay(LocalDate day) {}
}
