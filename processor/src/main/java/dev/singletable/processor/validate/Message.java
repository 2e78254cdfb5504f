package dev.singletable.processor.validate;

/**
 * The catalogue of diagnostics. Each has a stable id (used in
 * {@code @SuppressWarnings("singletable:<id>")} for warnings and listed in docs/diagnostics.md) and
 * a text that says the rule, the offending value and the fix. The baseline checks have their own
 * catalogue, {@link BaselineMessage}.
 */
public enum Message implements Catalogued {
  // Tables
  CONVERTER_INVALID("converter", "converter %s of table %s cannot be used: %s"),
  TABLE_NAME_INVALID(
      "table-name",
      "table name \"%s\" is not a valid DynamoDB table name: use 3 to 255 characters among a-z,"
          + " A-Z, 0-9, '_', '-' and '.'"),
  INDEX_NAME_INVALID(
      "index-name",
      "index name \"%s\" is not a valid DynamoDB index name: use 3 to 255 characters among a-z,"
          + " A-Z, 0-9, '_', '-' and '.'"),
  INDEX_NAME_DUPLICATE(
      "index-duplicate", "index \"%s\" is declared twice; give each index its own name"),
  KEY_ATTRIBUTE_NAME_INVALID(
      "key-attribute-name", "key attribute name \"%s\" of %s is empty or longer than 255 bytes"),
  DELIMITER_INVALID(
      "delimiter",
      "delimiter \"%s\" must be exactly one character that is not a letter, a digit, '{', '}' or a"
          + " character used by encoded key values ('-', ':', '.', '+'); '#' and '|' are usual"
          + " choices"),
  TOO_MANY_LSIS(
      "lsi-limit",
      "table %s declares %d local secondary indexes; DynamoDB allows at most 5 per table"),
  LSI_WITHOUT_SORT_KEY(
      "lsi-no-sort-key",
      "local secondary index \"%s\" needs a table with a sort key, but table %s has none (sk ="
          + " \"\"); declare a sort key on the table or use a global index"),
  INDEX_KEY_CLASH(
      "index-key-clash",
      "index \"%s\" uses \"%s\" as its %s key, which is also the table's %s; use another attribute"
          + " name"),
  INCLUDE_WITHOUT_ATTRIBUTES(
      "include-empty",
      "index \"%s\" has projection INCLUDE but names no attributes; list them in include = {...} or"
          + " use KEYS_ONLY"),
  INCLUDE_WITH_OTHER_PROJECTION(
      "include-ignored",
      "index \"%s\" lists include attributes but its projection is %s; use Projection.INCLUDE or"
          + " remove include"),
  TOO_MANY_PROJECTED_ATTRIBUTES(
      "projection-limit",
      "table %s projects %d non-key attributes across its indexes; DynamoDB allows at most 100"),
  MANY_GSIS(
      "gsi-quota",
      "table %s declares %d global secondary indexes, above DynamoDB's default quota of 20 per"
          + " table; ask for a quota increase before deploying"),
  TABLE_THROUGHPUT(
      "table-throughput",
      "@TableSettings(readCapacity = %d, writeCapacity = %d): a provisioned table needs both of at"
          + " least 1; leave both 0 for on-demand billing"),
  INDEX_THROUGHPUT("index-throughput", "@IndexThroughput(index = \"%s\") %s"),
  TABLE_TAG("table-tag", "@Tag(key = \"%s\") %s"),

  // Entities
  TABLE_NOT_ANNOTATED(
      "table-missing",
      "%s is not annotated with @Table; point @Entity(table = ...) at an interface annotated with"
          + " @Table"),
  ENTITY_NOT_ACCESSIBLE(
      "entity-access",
      "entity %s must be a top-level or static nested, non-private type so that generated code in"
          + " its package can use it"),
  ENTITY_NOT_MAPPABLE("entity-shape", "entity %s cannot be mapped: %s"),
  ENTITY_TYPE_DUPLICATE(
      "entity-type-duplicate",
      "entity type \"%s\" is used by both %s and %s in table %s; give one of them another name with"
          + " @Entity(name = ...)"),
  ENTITY_TYPE_NAME_INVALID(
      "entity-type-name",
      "entity type name \"%s\" must not be empty or contain the delimiter \"%s\""),
  KEY_PATTERN_MISSING(
      "key-pattern-missing",
      "entity %s has no @KeyPattern; add one, for example @KeyPattern(pk = \"%s\"%s)"),
  ATTRIBUTE_TYPE_UNSUPPORTED(
      "attribute-type",
      "attribute %s of %s has type %s, which cannot be stored: %s. Supported types: %s; or mark it"
          + " @Ignore"),
  ATTRIBUTE_TOO_DEEP(
      "nesting-depth",
      "attribute %s of %s nests %d levels of lists, maps and nested types, but DynamoDB stores at"
          + " most %d; flatten it, or store the deep part through a converter"),
  ENTITY_TOO_LARGE(
      "nested-size",
      "entity %s has %d stored attributes counting nested ones along every path (%s alone has"
          + " %d), more than the %d the processor handles; a nested type used by several fields"
          + " at every level multiplies them: flatten it, or store a part through a converter"),
  ATTRIBUTE_NAME_DUPLICATE(
      "attribute-duplicate",
      "attributes %s and %s of %s are both stored as \"%s\"; rename one with @Attribute(name ="
          + " ...)"),
  ATTRIBUTE_NAME_RESERVED(
      "attribute-reserved",
      "attribute %s of %s is stored as \"%s\", which is the table's %s attribute; rename it with"
          + " @Attribute(name = ...)"),
  ATTRIBUTE_NAME_INVALID(
      "attribute-name", "attribute %s of %s has an empty stored name; give @Attribute a name"),
  ATTRIBUTE_NAME_TOO_LONG(
      "attribute-name-length",
      "attribute %s of %s is stored under a name of %d UTF-8 bytes, but DynamoDB accepts attribute"
          + " names (and map keys) of at most 65535 bytes; give it a shorter name with"
          + " @Attribute(name = ...)"),

  // Key patterns
  PATTERN_MALFORMED("pattern-syntax", "%s pattern \"%s\" is malformed: %s"),
  PLACEHOLDER_UNKNOWN(
      "placeholder-unknown",
      "%s pattern \"%s\" uses {%s}, which is not an attribute of %s%s; attributes: %s"),
  PLACEHOLDER_IGNORED(
      "placeholder-ignored",
      "%s pattern \"%s\" uses {%s}, which is @Ignore'd and so never stored; remove @Ignore or the"
          + " placeholder"),
  PLACEHOLDER_TYPE(
      "key-component-type",
      "%s pattern \"%s\" uses {%s} of type %s, which cannot be a key component%s: only String,"
          + " integers, BigDecimal/BigInteger with @KeyFormat, Instant, LocalDate, LocalDateTime,"
          + " UUID, enums and booleans sort correctly in keys, and records of one such component"
          + " (value types) or types whose converter stores one of them"),
  PLACEHOLDER_ROLE(
      "key-component-role",
      "%s pattern \"%s\" uses {%s}, which is the @%s attribute; its value changes on writes, so it"
          + " cannot be part of a key"),
  KEY_FORMAT_REQUIRED(
      "key-format-missing",
      "%s pattern \"%s\" uses {%s} of type %s, whose encoding needs a fixed width: add"
          + " @KeyFormat(integerDigits = ...%s) to %s"),
  KEY_FORMAT_INVALID("key-format", "@KeyFormat on %s of %s is invalid: %s"),
  PLACEHOLDERS_ADJACENT(
      "placeholder-separator",
      "%s pattern \"%s\": {%s} must be followed by the delimiter \"%s\" (or end the pattern), so"
          + " that its value can be told apart from what follows; write {%s}%s..."),
  PLACEHOLDER_RESERVED_NAME(
      "placeholder-reserved",
      "%s pattern \"%s\" uses {%s}, which clashes with a method of the generated key record; rename"
          + " the attribute"),
  SORT_KEY_MISSING(
      "sort-key-missing",
      "%s of %s has no sort-key pattern but %s has sort key \"%s\"; add sk = \"...\""),
  SORT_KEY_UNEXPECTED(
      "sort-key-unexpected",
      "%s of %s has sort-key pattern \"%s\" but %s has no sort key; remove sk or declare a sort"
          + " key"),
  INDEX_UNKNOWN(
      "index-unknown", "%s names index \"%s\", which table %s does not declare%s; declared %s: %s"),
  INDEX_KIND_MISMATCH("index-kind", "%s names \"%s\", which is a %s index of %s; use @%s for it"),
  INDEX_REUSES_TABLE_KEY(
      "index-table-key",
      "%s: index \"%s\" uses the table's %s attribute \"%s\" as a key, so its pattern must be the"
          + " entity's table pattern \"%s\", not \"%s\" (an inverted index swaps the table's own"
          + " keys)"),
  INDEX_USED_TWICE(
      "index-duplicate-use", "%s fills index \"%s\" twice; keep one annotation per index"),
  QUERY_NAME_INVALID(
      "query-name", "query method name \"%s\" of %s is not a valid Java method name"),
  QUERY_NAME_DUPLICATE(
      "query-name-duplicate",
      "%s gets two query methods named %s (from %s and %s); name one with query = \"...\""),
  QUERY_NAME_RESERVED(
      "query-name-reserved",
      "query method name \"%s\" of %s clashes with a repository method (%s); name it with query ="
          + " \"...\""),

  // Write sharding
  SHARD_UNDECLARED(
      "shard-undeclared",
      "%s pattern \"%s\" holds {shard} but %s declares no @Shard for %s; add @Shard(count = 8, by"
          + " = \"%s\"%s) to %s, or remove {shard}"),
  SHARD_UNUSED(
      "shard-unused",
      "@Shard%s on %s shards the partition key of %s, but that pattern \"%s\" has no {shard};"
          + " add it, e.g. pk = \"%s#{shard}\", or remove the @Shard"),
  SHARD_INDEX_UNKNOWN(
      "shard-index",
      "@Shard(index = \"%s\") on %s names no global index key of %s (it has %s); name an index"
          + " of its @Gsi annotations, or omit index to shard the table key (a local index shares"
          + " the table's partition key and its shards)"),
  SHARD_DUPLICATE("shard-duplicate", "%s declares @Shard twice for %s; keep one"),
  SHARD_COUNT(
      "shard-count",
      "@Shard(count = %d) on %s: the count must be 2 to %d (every query of the partition sends"
          + " one request per shard)"),
  SHARD_BY_UNKNOWN(
      "shard-by",
      "@Shard(by = \"%s\") on %s names no attribute of %s%s; by names the attribute whose hash"
          + " picks the shard"),
  SHARD_BY_NOT_KEY(
      "shard-by-key",
      "@Shard(by = \"%s\") on %s names an attribute that is not in its primary key (%s), so a"
          + " point read or an update could not compute the shard; name one of %s"),
  SHARD_RANDOM_TABLE_KEY(
      "shard-random-table-key",
      "@Shard(count = %d) on %s spreads its table key at random, so no point read, update or"
          + " delete could find an item again; add by = \"<one of %s>\" (a stable hash of that"
          + " attribute), or shard a global index key instead"),
  SHARD_COLLECTION(
      "shard-collection",
      "@Collection(\"%s\") on %s reads the partition of %s, which is sharded over %d partitions;"
          + " an item collection is one partition, so it would see one shard only: put the"
          + " collection on a key without {shard}, or remove @Collection"),
  SHARD_IN_SORT_KEY(
      "shard-sort-key",
      "%s pattern \"%s\" holds {shard} in a sort key; only a partition key can be sharded (a"
          + " shard number in the sort key spreads nothing and breaks its order): move {shard} to"
          + " the partition key"),

  // Attribute roles
  ROLE_TYPE("role-type", "@%s on %s of %s needs type %s, but it is %s"),
  ROLE_DUPLICATE("role-duplicate", "%s has two @%s attributes (%s and %s); keep one"),
  ROLE_CONFLICT("role-conflict", "%s of %s cannot be both @%s and @%s"),
  ROLE_NESTED(
      "role-nested",
      "@%s on %s of %s has no effect: %s is stored inside attribute %s of entity %s, and @%s"
          + " applies only to a top-level attribute of an entity%s; move it to a field of %s"),
  TTL_ATTRIBUTE_CONFLICT(
      "ttl-attribute",
      "table %s can have only one TTL attribute, but %s stores its @Ttl as \"%s\" and %s as \"%s\";"
          + " use the same stored name"),

  // Collections
  COLLECTION_NAME_INVALID(
      "collection-name", "collection name \"%s\" is not a valid Java method name"),
  COLLECTION_PARTITION_MISMATCH(
      "collection-partition",
      "collection \"%s\" puts %s (partition \"%s\") and %s (partition \"%s\") together, but one"
          + " Query can only read one partition: their partition-key patterns on %s must be the"
          + " same"),
  COLLECTION_INDEX_UNKNOWN(
      "collection-index",
      "collection \"%s\" of %s reads index \"%s\", which %s does not fill; add @Gsi/@Lsi for it or"
          + " use the table"),
  COLLECTION_NAME_CLASH(
      "collection-name-clash",
      "collection \"%s\" clashes with the generated %s() of %s; choose another name"),
  COLLECTION_INDEX_PROJECTION(
      "collection-projection",
      "collection \"%s\" reads index \"%s\", whose projection is %s; entities can only be read"
          + " from an index with Projection.ALL"),

  // Declared access patterns: the abstract methods of the @Table interface
  PATTERN_UNDECLARED(
      "pattern-undeclared",
      "abstract method %s() of %s has no @AccessPattern; declare the read it stands for with"
          + " @AccessPattern(\"...\"), since the generated %s implements every abstract method of"
          + " the interface, or make it a default method"),
  PATTERN_SENTENCE(
      "pattern-sentence",
      "@AccessPattern of %s() is empty; say the read in a sentence, such as \"A user's orders,"
          + " newest first\""),
  PATTERN_RETURN(
      "pattern-return",
      "%s() returns %s, which is not a read of table %s%s: return Optional<E> (one item), Page<E>"
          + " (one page), List<E> (every item) or Stream<E> (lazily) of one of its entities"
          + " (%s)%s"),
  PATTERN_NAME_CLASH(
      "pattern-name-clash",
      "%s() clashes with %s of the generated %s, which implements %s; rename it, for example to"
          + " %s"),
  PATTERN_PARAMETER_UNKNOWN(
      "pattern-parameter-unknown",
      "parameter %s of %s() binds attribute %s, which %s%s; %s. Rename the parameter, or name the"
          + " attribute with @Bind(\"...\")"),
  PATTERN_PARAMETER_TYPE(
      "pattern-parameter-type",
      "parameter %s of %s() has type %s, but attribute %s of %s is %s; declare the parameter as"
          + " %s"),
  PATTERN_PARAMETER_ANNOTATIONS("pattern-parameter-annotations", "parameter %s of %s(): %s"),
  PATTERN_CONDITION_TYPE(
      "pattern-condition-type", "%s on parameter %s of %s() cannot compare %s of %s, a %s: %s"),
  PATTERN_CONDITIONS("pattern-conditions", "parameters %s and %s of %s() %s; %s"),
  PATTERN_PAGE_REQUEST("pattern-page-request", "%s() %s"),
  PATTERN_LIMIT("pattern-limit", "%s() %s"),
  PATTERN_COLLECTION(
      "pattern-collection",
      "%s() reads collection \"%s\", %s (in key order, or backwards with @Descending), so %s"),
  PATTERN_NO_PARTITION(
      "pattern-no-partition",
      "%s() has no equality parameter to choose a partition of %s, and a Query reads one"
          + " partition; add the parameters a partition key of %s holds (%s), or declare the"
          + " method @Scan to read the whole table"),
  PATTERN_UNSERVED(
      "pattern-unserved",
      "no key of %s has partition key {%s}, so no Query serves %s(); %s, or declare the method"
          + " @Scan"),
  PATTERN_NOT_IN_KEY(
      "pattern-parameter-not-in-key",
      "parameter %s of %s() compares %s, which is not in the sort key of %s (%s), the key its"
          + " other parameters choose; mark it @Filter to drop what does not match after reading"
          + " the partition, or %s"),
  PATTERN_SORT_GAP(
      "pattern-sort-gap",
      "parameter %s of %s() compares %s, but the sort key of %s (%s) has {%s} before it, which no"
          + " equality parameter binds, and a key condition can only narrow the component after"
          + " the bound ones; add a parameter for %s, mark %s @Filter to read the partition and"
          + " drop what does not match, or %s"),
  PATTERN_PROJECTION(
      "pattern-projection",
      "only index %s (%s) has the keys %s() asks for, but its projection %s lacks %s's attributes"
          + " and entity type, so it cannot return %s objects in that shape: such an index serves"
          + " a read returning List<%s> without @Limit (its keys are fetched whole with"
          + " BatchGetItem) whose filters read only attributes it projects, or the query method's"
          + " views; change the return type, or use Projection.ALL for %s"),
  PATTERN_CONSISTENT_GSI(
      "pattern-consistent-gsi",
      "%s() is @ConsistentRead, but only global index %s serves it, and DynamoDB reads global"
          + " indexes eventually consistently; remove @ConsistentRead, or serve the read from the"
          + " table's key or a local index (@Lsi)"),
  PATTERN_OPTIONAL("pattern-optional", "@Nullable on parameter %s of %s(): %s"),
  PATTERN_FILTER_KEY(
      "pattern-filter-key",
      "@Filter on parameter %s of %s(): %s is in the key that serves it (%s: %s), where a key"
          + " condition reads only the matching items while a filter reads every item and drops"
          + " the others; remove @Filter"),
  INDEX_UNUSED(
      "index-unused",
      "index %s serves none of the reads %s declares%s, yet %s; declare the read it is for with"
          + " @AccessPattern, remove it, or suppress this with"
          + " @SuppressWarnings(\"singletable:index-unused\") on %s"),
  PATTERN_FILTER_HEAVY(
      "pattern-filter-heavy",
      "%s() reads every %s of a partition of %s (%s) and filters on %s, which %s, so DynamoDB"
          + " reads and drops most of them, paying read capacity for all; put %s in the key (for"
          + " example %s), or suppress this with"
          + " @SuppressWarnings(\"singletable:pattern-filter-heavy\") on the method when partitions"
          + " stay small"),

  // Design review (validate.design): what a DynamoDB reviewer would refuse or question
  KEY_COLLISION(
      "key-collision",
      "%s and %s can write the same key on %s%s: %s and %s both write %s. Make the keys distinct:"
          + " start %s's %s with a literal %s's keys cannot have there, such as \"%s\""),
  FORMER_KEY_COLLISION(
      "former-key-collision",
      "%s moves from %s, and that former key can equal the %s of %s on the table: %s, not"
          + " migrated yet, and %s are both at %s, so a write of %s%s would overwrite the stored"
          + " %s before the job \"%s.key\" of %s moved it: that item would be lost. %s"),
  PREFIX_LEAK(
      "prefix-leak",
      "query %s() of %s on %s also reads %s items: its key condition %s matches %s, stored at %s."
          + " The runtime drops them (Page.skippedItems()), but they cost read capacity and count"
          + " against limit(...). %s"),
  COLLECTION_LEAK(
      "collection-leak",
      "collection \"%s\" reads whole partitions of %s, but %s, which is not a member, is stored"
          + " there too: %s at %s. Every read of the collection would also read its items only to"
          + " drop them; %s"),
  QUERY_UNSERVABLE(
      "query-unservable",
      "%s asks for a query method %s(), but index \"%s\" has projection %s without the %s"
          + " attribute, and %s's key pattern has no literal text, so its items cannot be told"
          + " apart there and no query can return %s views (none is generated); %s, give the key"
          + " pattern a literal prefix, or use Projection.ALL"),
  KEY_TOO_LONG(
      "key-length",
      "%s pattern \"%s\" makes keys of at least %d UTF-8 bytes (for example \"%s\"), but"
          + " DynamoDB accepts %s keys of at most %d bytes; shorten its literals"),
  MAX_LENGTH_INVALID("max-length", "@Attribute(maxLength = %d) on %s of %s %s"),
  HOT_PARTITION(
      "hot-partition",
      "%s: %s, so %s. One partition serves at most about 3,000 reads and 1,000 writes per second."
          + " Spread the writes as DynamoDB's guides describe (write sharding): %s; or, if its"
          + " write rate stays low, suppress this with"
          + " @SuppressWarnings(\"singletable:hot-partition\") on %s"),
  LSI_UNBOUNDED_ATTRIBUTE(
      "lsi-unbounded",
      "attribute %s of %s is %s without a size bound, and %s keeps any number of items per %s value"
          + " in the item collections of local index %s, which DynamoDB caps at 10 GB per"
          + " partition-key value (table and index items together); declare the largest size with"
          + " @Attribute(maxLength = ...) after checking that a partition stays far below 10 GB,"
          + " keep large values elsewhere (another partition or S3), or suppress this with"
          + " @SuppressWarnings(\"singletable:lsi-unbounded\")");

  private final String id;
  private final String template;

  Message(String id, String template) {
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
