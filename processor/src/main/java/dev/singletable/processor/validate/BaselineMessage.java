package dev.singletable.processor.validate;

/**
 * The diagnostics of the baseline checks ({@code -Asingletable.baseline}): a change that would
 * orphan or misread stored items is an error naming the old and the new form, what becomes of the
 * stored items and the ways forward (the last argument of each); what the deployed table needs is a
 * note. Listed in docs/diagnostics.md with {@link Message}'s.
 */
public enum BaselineMessage implements Catalogued {
  // The baseline file
  MISSING(
      "baseline-missing",
      "the design baseline holds no record of table %s: %s. Copy the record the processor"
          + " wrote, META-INF/singletable/%s in the class output (target/classes with Maven), into"
          + " %s (a table that is not deployed yet has no stored items, so its first record is"
          + " safe to accept), or leave out the singletable.baseline option"),
  CORRUPT(
      "baseline-corrupt",
      "the design baseline %s of table %s is not a design record: %s. Restore it from version"
          + " control, or copy the record the processor wrote (META-INF/singletable/%s in the"
          + " class output) over it once you know the stored items match it"),
  NEWER(
      "baseline-version",
      "the design baseline %s of table %s is in format version %d, newer than this processor"
          + " reads (up to %d): build with the version of singletable-processor that wrote it, or"
          + " a newer one"),
  OTHER_TABLE(
      "baseline-other-table",
      "the design baseline %s is the record of table \"%s\" (interface %s), not of table \"%s\""
          + " (interface %s): copy this table's record (META-INF/singletable/%s in the class"
          + " output) into the baseline folder; if the interface only moved or was renamed and the"
          + " stored items are the same, copy the new record over %s"),

  // The table
  TABLE_NAME(
      "baseline-table-name",
      "table %s is named \"%s\", but the accepted design (%s) named it \"%s\": the items already"
          + " stored are in table %s, which the generated code no longer names (unless a table"
          + " name is given at run time); %s"),
  KEY_ATTRIBUTES(
      "baseline-key-attributes",
      "the %s key attribute of table %s is %s, but the accepted design (%s) had %s: the key"
          + " schema of a deployed table cannot change, and every item already stored is keyed"
          + " by the old attributes; keep them, or create a new table and copy every item into it,"
          + " then accept the new design by copying %s"),
  ENTITY_TYPE_ATTRIBUTE(
      "baseline-entity-type-attribute",
      "table %s stores each item's entity type in \"%s\", but the accepted design (%s) stored it"
          + " in \"%s\": the items already stored carry their type only in \"%s\", so reads no"
          + " longer recognise them as any entity; %s"),
  DELIMITER(
      "baseline-delimiter",
      "table %s separates key parts with \"%s\", but the accepted design (%s) used \"%s\": the"
          + " keys already stored were written under the old delimiter, so values holding \"%s\""
          + " that were stored then are refused now and sort-key ranges, bounded on the new"
          + " delimiter, no longer fit the stored keys; %s"),

  // Indexes
  INDEX_REMOVED(
      "baseline-index-removed",
      "%s index %s of the accepted design (%s) is gone from table %s: the deployed index and the"
          + " index keys stored in the items stay, and nothing reads or maintains them any more;"
          + " keep the index, or delete it from the deployed table and remove its keys from the"
          + " stored items (declared migrations are coming, see docs/evolution.md), then accept"
          + " the new design by copying %s"),
  INDEX_KEYS(
      "baseline-index-keys",
      "index %s of table %s is now %s, but the accepted design (%s) declared it %s: the keys of"
          + " a deployed index cannot change, and the items already stored hold their index keys"
          + " where the old declaration put them, so the new index would not find them; %s"),
  LSI_ADDED(
      "baseline-lsi-added",
      "local index %s is new, but table %s is deployed (the accepted design %s has no such"
          + " index) and DynamoDB creates local indexes only with their table: declare a global"
          + " index instead, or create a new table with the index and copy every item into it,"
          + " then accept the new design by copying %s"),

  // Entities
  ENTITY_REMOVED(
      "baseline-entity-removed",
      "entity type \"%s\" (%s) of the accepted design (%s) is gone from table %s: the items"
          + " already stored under that type stay in the table, and no generated code reads,"
          + " updates or deletes them any more; keep the entity, or delete its stored items"
          + " (declared migrations are coming, see docs/evolution.md), then accept the new design"
          + " by copying %s"),
  ENTITY_TYPE(
      "baseline-entity-type",
      "%s is stored as entity type \"%s\", but the accepted design (%s) stored it as \"%s\": the"
          + " items already stored carry \"%s\" in %s, so reads of %s refuse them as items of"
          + " another entity; %s"),
  KEY_PATTERN(
      "baseline-key-pattern",
      "%s of %s is %s, but the accepted design (%s) had %s: the items already stored keep the"
          + " keys the old pattern made, so reads under the new one miss them and writes store"
          + " second copies beside them; %s"),
  INDEX_KEY_REMOVED(
      "baseline-index-key-removed",
      "%s no longer fills index %s (the accepted design %s had %s): the items already stored"
          + " keep their %s keys, so they stay in the index, where no read of %s expects them,"
          + " until each is written again; %s"),
  KEY_FORMAT(
      "baseline-key-format",
      "%s writes %s into its %s as %s, but the accepted design (%s) wrote it as %s: the keys"
          + " already stored hold the old text, so reads that compute the new one miss them and"
          + " sort-key ranges compare the wrong text; %s"),
  SHARDS(
      "baseline-shards",
      "%s of %s spreads over %s, but the accepted design (%s) spread it over %s: the items"
          + " already stored stay where the old shards put them, so point reads and merged reads"
          + " under the new ones miss some of them; %s"),
  ATTRIBUTE_NAME(
      "baseline-attribute-name",
      "attribute %s of %s is stored as \"%s\", but the accepted design (%s) stored it as \"%s\":"
          + " the items already stored hold its value under \"%s\", so it reads as absent from"
          + " them; keep the old name with @Attribute(name = \"%s\"), or %s"),
  STORED_TYPE(
      "baseline-stored-type",
      "%s of %s is stored as %s, but the accepted design (%s) stored it as %s: the values"
          + " already stored are not all readable as the new type, so reading those items fails;"
          + " %s"),
  ENUM_CONSTANT(
      "baseline-enum-constant",
      "%s of %s is of type %s, which no longer has %s (the accepted design %s had %s): items"
          + " already stored with %s fail to read; keep the constants (deprecated if need be), or"
          + " %s"),
  REQUIRED(
      "baseline-required",
      "%s of %s is %s, so reading an item needs it, but %s: the items already stored without"
          + " it fail to read; make it optional (a boxed type or Optional), or declare what they"
          + " read as with @Attribute(ifAbsent = \"...\") (the job \"%s\" of %s"
          + " writes it into them, see docs/evolution.md), then accept the new design by copying"
          + " %s"),

  // Declared migrations (formerly = ...)
  FORMER_KEY(
      "migration-former-key",
      "the former key of %s, %s, cannot be read: %s. Declare the key pattern the stored items"
          + " carry, with placeholders of the current primary key"),
  FORMER_FORMAT(
      "migration-former-format",
      "the former key format of %s of %s cannot be read: %s. Declare the @KeyFormat the stored"
          + " items' keys were written with"),
  FORMER_TYPE(
      "migration-former-type",
      "%s declares formerly = \"%s\" as the entity type its stored items carry, but %s"),
  FORMER_DELIMITER(
      "migration-former-delimiter", "table %s declares formerDelimiter = \"%s\", but %s"),
  FORMER_CONSTANT(
      "migration-former-constant", "constant %s of %s declares @Formerly(\"%s\"), but %s"),
  FORMERLY_NAME("migration-formerly-name", "attribute %s of %s declares formerly = \"%s\", %s"),
  STORED_TYPE_UNSUPPORTED(
      "migration-stored-type",
      "attribute %s of %s declares %s, but %s. A declared stored type moves an entity's own"
          + " attribute between String and a number (byte, short, int, long, float, double, their"
          + " boxes, BigInteger, BigDecimal), either way"),
  STORED_TYPE_KEY(
      "migration-stored-type-key",
      "attribute %s of %s declares %s, but it is %s: keep its type (the stored type of a key"
          + " component cannot be declared)"),
  FORMERLY_MISMATCH(
      "migration-formerly-mismatch",
      "%s of %s declares formerly %s, but the accepted design (%s) had %s: %s"),
  READ_UNSERVED(
      "migration-read-unserved",
      "declared read %s %s, but %s of %s moves from %s and %s: its query cannot read"
          + " the items not moved yet, which it would miss until the job \"%s\" of"
          + " %s ran. Declare the read once the items moved and the new design is"
          + " accepted, serve it by an index, or declare a former key the query can follow (its"
          + " partition key's placeholders among the new partition key's, its sort key with the new"
          + " sort key's components in the same order)"),
  QUERY_PARTIAL(
      "migration-query-partial",
      "the table key of %s moves from %s, and %s: until the job \"%s.key\" of %s ran,"
          + " its queries of the table key (%s) read only the items already moved; a get"
          + " reads both keys"),
  MIGRATION(
      "migration-in-flight",
      "%s of %s moves from %s to %s since the accepted design (%s): reads understand both forms"
          + " and writes write the new one until the stored items are migrated (the job \"%s\" of"
          + " %s); then remove formerly and copy %s"),

  // What the deployed table needs
  BACKFILL(
      "baseline-backfill",
      "%s fills index %s since the accepted design (%s): the items already stored have no %s keys,"
          + " so the index holds only items written from now on until every stored %s is written"
          + " again or filled (the backfill job \"%s.fill:%s\" of %s, see"
          + " docs/evolution.md); then copy %s"),
  DEPLOY("baseline-deploy", "%s since the accepted design (%s): %s; then copy %s");

  private final String id;
  private final String template;

  BaselineMessage(String id, String template) {
    this.id = id;
    this.template = template;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String format(Object... arguments) {
    return String.format(template, arguments);
  }
}
