package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.validate.Diagnostics;
import java.util.Set;
import javax.lang.model.util.Elements;

/**
 * Reviews a table design that passed validation as a DynamoDB reviewer would, before any code is
 * written: limits, key collisions, queries and collections that read other entities' items,
 * declared queries that cannot be served, hot partitions and unbounded data in LSI item
 * collections. Errors stop the table's generation like any validation error; warnings can be
 * suppressed per entity with {@code @SuppressWarnings("singletable:<id>")}. Every diagnostic is
 * listed in {@code docs/design-review.md}.
 */
public final class DesignReviewer {

  private final Diagnostics diagnostics;
  private final Elements elements;

  /**
   * @param elements to read enum constants, the alphabet of enum key components
   */
  public DesignReviewer(Diagnostics diagnostics, Elements elements) {
    this.diagnostics = diagnostics;
    this.elements = elements;
  }

  public void review(TableDesign design) {
    KeyAlphabet alphabet = new KeyAlphabet(design.table().delimiterChar(), elements);
    Placements placements = Placements.of(design);
    new LimitsReview(diagnostics, alphabet).review(design);
    Set<String> colliding = new KeyCollisionReview(diagnostics, alphabet).review(placements);
    new FormerKeyCollisionReview(diagnostics, alphabet).review(design, placements);
    new PrefixLeakReview(diagnostics, alphabet).review(placements, colliding);
    new CollectionReview(diagnostics, alphabet).review(design, placements);
    new QueryReview(diagnostics).review(design);
    new HotPartitionReview(diagnostics, alphabet).review(placements);
    new NativeHotPartitionReview(diagnostics, alphabet).review(design);
    new ItemCollectionReview(diagnostics).review(design, placements);
  }
}
