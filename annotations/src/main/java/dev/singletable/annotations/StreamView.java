package dev.singletable.annotations;

/**
 * Whether the table has a DynamoDB stream and what each of its records carries, as in DynamoDB's
 * {@code StreamViewType}: {@code @Table(name = "Shop", stream = StreamView.NEW_AND_OLD_IMAGES)}.
 * With a stream, the processor also generates {@code ShopChanges}, which decodes its records into
 * typed changes.
 */
public enum StreamView {
  /** No stream (the default). */
  NONE,
  /** Only the key attributes of the changed item. */
  KEYS_ONLY,
  /** The item as it is after the change (none on REMOVE). */
  NEW_IMAGE,
  /** The item as it was before the change (none on INSERT). */
  OLD_IMAGE,
  /** Both the item after and before the change, where they exist. */
  NEW_AND_OLD_IMAGES
}
