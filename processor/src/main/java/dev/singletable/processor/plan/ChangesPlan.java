package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.List;
import java.util.Optional;

/**
 * What is generated for a table with a stream: the sealed {@code ShopChange} with one record per
 * entity and {@code Unknown}, and {@code ShopChanges}, which decodes stream records into them.
 *
 * @param changes the decoder, {@code ShopChanges}
 * @param change the sealed change type, {@code ShopChange}
 * @param unknown its case for items no entity reads, {@code ShopChange.Unknown}
 * @param viewType the stream's view type as DynamoDB names it, {@code NEW_AND_OLD_IMAGES}
 * @param entityTypeAttribute the attribute holding each item's entity type
 * @param partitionKey the table's partition key attribute
 * @param sortKey the table's sort key attribute, if it has one
 * @param entities one case per entity, in the table's entity order
 */
public record ChangesPlan(
    ClassName changes,
    ClassName change,
    ClassName unknown,
    String viewType,
    char delimiter,
    String entityTypeAttribute,
    String partitionKey,
    Optional<String> sortKey,
    List<EntityChange> entities) {

  public ChangesPlan {
    entities = List.copyOf(entities);
  }

  /** Whether the stream's records carry the item before the change. */
  public boolean oldImages() {
    return viewType.equals("OLD_IMAGE") || viewType.equals("NEW_AND_OLD_IMAGES");
  }

  /** Whether the stream's records carry the item after the change. */
  public boolean newImages() {
    return viewType.equals("NEW_IMAGE") || viewType.equals("NEW_AND_OLD_IMAGES");
  }

  /** What the stream's records carry, in the words of the change type's Javadoc. */
  public String imagesDescription() {
    return switch (viewType) {
      case "NEW_AND_OLD_IMAGES" ->
          "{@code oldImage()} is present on MODIFY and REMOVE, {@code newImage()} on INSERT and"
              + " MODIFY.";
      case "NEW_IMAGE" ->
          "{@code newImage()} is present on INSERT and MODIFY; {@code oldImage()} is always empty,"
              + " and a REMOVE is recognised from its key alone.";
      case "OLD_IMAGE" ->
          "{@code oldImage()} is present on MODIFY and REMOVE; {@code newImage()} is always empty,"
              + " and an INSERT is recognised from its key alone.";
      default ->
          "Records carry keys only: each change is recognised from its key pattern, and both"
              + " images are always empty.";
    };
  }

  /**
   * The change type of one entity and how its key is read back from key attributes alone.
   *
   * @param record the nested record, {@code ShopChange.OrderChange}
   * @param decodeMethod the decoder's method reading an item of the entity, {@code orderChange}
   * @param keyLocal the decoder's local holding a key read back from key attributes, {@code
   *     orderKey}
   */
  public record EntityChange(
      ClassName record,
      ClassName entity,
      ClassName key,
      ClassName schema,
      String simpleName,
      String decodeMethod,
      String keyLocal) {}
}
