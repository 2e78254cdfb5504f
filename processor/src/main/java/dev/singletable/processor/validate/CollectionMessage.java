package dev.singletable.processor.validate;

/**
 * The diagnostics of sub-collections: collections that share a partition, each selected by a
 * sort-key prefix ({@code @Collection(prefix = ...)}). Listed in docs/diagnostics.md with {@link
 * Message}'s.
 */
public enum CollectionMessage implements Catalogued {
  PREFIX(
      "collection-prefix",
      "collection \"%s\" is selected by the sort-key prefix \"%s\", but %s's sort key on %s is"
          + " %s, which does not start with it; %s"),
  PREFIX_MISMATCH(
      "collection-prefix-mismatch",
      "collection \"%s\" is selected by prefix \"%s\" on %s but by \"%s\" on %s; its one Query"
          + " sends one prefix, so give every member the same prefix = \"%s\""),
  PREFIX_FORMER(
      "collection-prefix-former",
      "%s moves from sk = \"%s\", which does not start with the prefix \"%s\" of collection \"%s\":"
          + " until the job \"%s.key\" of %s ran, the items not moved yet keep their"
          + " former sort key, which begins_with(%s, \"%s\") does not match, so %s() and every read"
          + " of it miss them (a get still reads both keys). Run the migration and accept the new"
          + " design before adding the prefix, or keep the collection whole-partition until then:"
          + " remove prefix = \"%s\" from every @Collection(\"%s\")"),
  OVERLAP(
      "collection-overlap",
      "collection \"%s\" (prefix \"%s\") reads partitions of %s with %s, which also matches %s,"
          + " %s: %s at %s. Every read of \"%s\" would also read its items only to drop them;"
          + " %s");

  private final String id;
  private final String text;

  CollectionMessage(String id, String text) {
    this.id = id;
    this.text = text;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String format(Object... arguments) {
    return String.format(text, arguments);
  }
}
