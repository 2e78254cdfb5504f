package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.failure.InvalidCursorException;
import dev.singletable.runtime.internal.Text;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.ShardMerge.Mark;
import dev.singletable.runtime.internal.op.ShardMerge.Position;
import dev.singletable.runtime.observe.ConsumedUnits;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One page of a query of a sharded partition, or of a table query while the entity's key moves (its
 * reads, {@link FormerLane}, merged alike): a Query of every shard that has more (a fork, which the
 * synchronous caller runs on the table's pool of read threads and the asynchronous one sends at
 * once; while keys move, the former keys' Queries first, then the new key's), merged in sort-key
 * order by {@link ShardMerge}, at most {@code limit} items, and one cursor holding where every
 * shard resumes and the merged position the page ended at (encrypted like every cursor, and bound
 * to this query).
 *
 * <p>Each shard is asked for about twice its share of {@code limit}, so one page costs one round of
 * concurrent requests; the items read beyond what the page takes are read again by the next page.
 *
 * @param <T> what one item is read into
 */
public final class ShardedQueryOperation<T> {

  private static final AttributeValue DONE = AttributeValue.fromN("0");

  /** Cursor entries of the merged position: its shard's number and its packed key. */
  private static final String MARK_SHARD = "mark";

  private static final String MARK_KEY = "markKey";

  /** Where a page starts: each shard's position, and the merged position of the page before. */
  private record Start(List<Position> positions, Mark after) {}

  /** A merged page and how many Queries it sent: one per shard (or lane) that had more. */
  record Read<T>(Page<T> page, int requests) {}

  private final QuerySpec<T> spec;
  private final TableContext context;
  private final Integer shardLimit;

  public ShardedQueryOperation(QuerySpec<T> spec) {
    this(spec, null);
  }

  /**
   * @param shardLimit the Limit each shard's Query sends, or {@code null} for the share of the
   *     page's limit {@link #perShard()} works out (a filled page grows it round after round)
   */
  ShardedQueryOperation(QuerySpec<T> spec, Integer shardLimit) {
    this.spec = spec;
    this.context = spec.context();
    this.shardLimit = shardLimit;
  }

  /**
   * One merged page: a fork of one Query per shard that has more, then the merge.
   *
   * @throws InvalidCursorException for a cursor of another query
   */
  public Step<Page<T>> step() {
    return read().map(Read::page);
  }

  /** {@link #step()}, counting the Queries sent. */
  Step<Read<T>> read() {
    Start from = start();
    List<Position> start = from.positions();
    List<Integer> reading = new ArrayList<>(start.size());
    List<Step<ShardMerge.ShardPage>> reads = new ArrayList<>(start.size());
    // While keys move, the former keys are read before the new one (lane 0): a move committed
    // between the reads is then seen in both (and taken once), never in neither.
    int first = spec.moving() ? 1 : 0;
    for (int i = first; i < start.size(); i++) {
      if (!start.get(i).done()) {
        reading.add(i);
        reads.add(shardStep(i, start.get(i).startKey()));
      }
    }
    boolean newKey = first == 1 && !start.get(0).done();
    return Step.all(reads)
        .then(
            read ->
                newKey
                    ? shardStep(0, start.get(0).startKey()).map(page -> with(read, page))
                    : Step.done(read))
        .map(
            read -> {
              List<ShardMerge.ShardPage> pages = new ArrayList<>(start.size());
              for (int i = 0; i < start.size(); i++) {
                pages.add(null);
              }
              if (newKey) {
                pages.set(0, read.get(read.size() - 1));
              }
              for (int i = 0; i < reading.size(); i++) {
                pages.set(reading.get(i), read.get(i));
              }
              return new Read<>(merged(from, pages), read.size());
            });
  }

  private static <X> List<X> with(List<X> read, X last) {
    List<X> all = new ArrayList<>(read);
    all.add(last);
    return all;
  }

  private Page<T> merged(Start start, List<ShardMerge.ShardPage> pages) {
    QueryPageOperation<T> reader = new QueryPageOperation<>(spec);
    int wanted = spec.limit() == null ? Integer.MAX_VALUE : spec.limit();
    // The merge asks once per item it takes, in merged order: the kept ones are the page. While
    // the key moves, an image tying with the item taken just before (or the page's start) is the
    // same entity in both forms: the new one was taken. (No other item ties with both: two
    // entities' keys of one table or index partition never tie, key-collision.)
    List<T> items = new ArrayList<>();
    String partitionKey = spec.target().partitionKeyAttribute();
    List<Map<String, AttributeValue>> previous = new ArrayList<>();
    previous.add(start.after() == null ? null : start.after().key());
    ShardMerge.Result result =
        ShardMerge.merge(
            start.positions(),
            start.after(),
            pages,
            wanted,
            item -> {
              Map<String, AttributeValue> mark = keyOf(item);
              boolean twin =
                  spec.moving()
                      && FormerLane.isImage(item, partitionKey)
                      && mark.equals(previous.get(0));
              previous.set(0, mark);
              T value = twin ? null : reader.readItem(item);
              if (value != null) {
                items.add(value);
              }
              return value != null;
            },
            order(),
            spec.moving() ? item -> FormerLane.resumeKey(item, this::keyOf) : this::keyOf,
            this::keyOf);
    List<Position> next =
        spec.moving() ? newKeyOpen(start.positions(), pages.get(0), result.next()) : result.next();
    String cursor =
        next.stream().anyMatch(position -> !position.done()) ? encode(next, result.last()) : null;
    ConsumedUnits units = ConsumedUnits.NONE;
    for (ShardMerge.ShardPage page : pages) {
      if (page != null) {
        units = units.plus(page.units());
      }
    }
    return new Page<>(
        items, cursor, result.items().size() - items.size(), result.items().size(), units, false);
  }

  /**
   * Where the new key's read (lane 0) resumes while keys move: it is done only once every former
   * read is, since the job moves into it, later, items no former read has reached yet (they sort
   * after the merged position, so a read of the new key that resumes before it finds them). When
   * its Query ran out while a former read has more, it resumes after the last item it read, or
   * where it started (the merge skips what the merged position passed).
   */
  private List<Position> newKeyOpen(
      List<Position> start, ShardMerge.ShardPage newKey, List<Position> next) {
    boolean formersDone = next.stream().skip(1).allMatch(Position::done);
    if (!next.get(0).done() || formersDone || newKey == null) {
      return next; // (newKey null: done by a cursor of before, which cannot be reopened exactly)
    }
    List<Map<String, AttributeValue>> read = newKey.items();
    List<Position> open = new ArrayList<>(next);
    open.set(
        0,
        read.isEmpty()
            ? start.get(0)
            : Position.after(FormerLane.resumeKey(read.get(read.size() - 1), this::keyOf)));
    return open;
  }

  /** The Query of one shard after {@code startKey}, answered as that shard's raw page. */
  private Step<ShardMerge.ShardPage> shardStep(int shard, Map<String, AttributeValue> startKey) {
    QuerySpec<T> one = spec.moving() ? FormerLane.spec(spec, shard) : spec.ofShard(shard);
    Integer perShard = shardLimit != null ? shardLimit : perShard();
    if (perShard != null) {
      one = one.withLimit(perShard);
    }
    QueryPageOperation<T> operation = new QueryPageOperation<>(one, true);
    return Step.send(
        ApiCall.QUERY,
        operation.queryRequest(startKey),
        response -> {
          ConsumedUnits units = PageFill.units(response.consumedCapacity(), spec.indexName());
          Map<String, AttributeValue> lastKey =
              response.hasLastEvaluatedKey() ? response.lastEvaluatedKey() : null;
          return spec.moving()
              ? FormerLane.page(spec, shard, response.items(), lastKey, units)
              : new ShardMerge.ShardPage(response.items(), lastKey, units);
        },
        operation::failure);
  }

  /**
   * How many items each shard is asked for: about twice its share of the page (plus one), since
   * items spread evenly over the shards; a shard that runs out of what was read ends the page early
   * (shorter, with a next page) rather than costing another round. A filtered query asks each shard
   * for the whole limit, as the filter may drop most of what is read.
   */
  private Integer perShard() {
    Integer limit = spec.limit();
    if (limit == null || spec.filter() != null || spec.moving()) {
      return limit;
    }
    int shards = spec.target().shards().size();
    return Math.min(limit, (2 * limit + shards - 1) / shards + 1);
  }

  /** Sort-key order (DynamoDB's: UTF-8 bytes), reversed for a descending query. */
  private Comparator<Map<String, AttributeValue>> order() {
    String sortKey = spec.target().sortKeyAttribute();
    if (sortKey == null) {
      return (a, b) -> 0;
    }
    Function<Map<String, AttributeValue>, String> value =
        item -> item.get(sortKey) == null ? "" : item.get(sortKey).s();
    Comparator<Map<String, AttributeValue>> ascending =
        (a, b) -> Text.compareUtf8(value.apply(a), value.apply(b));
    return spec.forward() ? ascending : ascending.reversed();
  }

  /** How many reads are merged: the shards, or the new and the former keys while keys move. */
  private int lanes() {
    return spec.moving() ? FormerLane.lanes(spec) : spec.target().shards().size();
  }

  /** The key DynamoDB resumes a shard's query after: the table's and the index's key. */
  private Map<String, AttributeValue> keyOf(Map<String, AttributeValue> item) {
    return PageFill.keyOf(spec, item);
  }

  /** Where each shard starts: at the beginning, or where the cursor says. */
  private Start start() {
    int shards = lanes();
    List<Position> positions = new ArrayList<>(shards);
    if (spec.cursor() == null) {
      for (int i = 0; i < shards; i++) {
        positions.add(Position.START);
      }
      return new Start(positions, null);
    }
    String entity = spec.members().name();
    Map<String, AttributeValue> state = decode(entity);
    for (int i = 0; i < shards; i++) {
      AttributeValue value = state.get(Integer.toString(i));
      if (value == null) {
        positions.add(Position.START);
      } else if (value.n() != null) {
        positions.add(Position.DONE);
      } else if (value.s() != null) {
        positions.add(Position.after(unpack(value.s(), entity)));
      } else {
        throw new InvalidCursorException(entity, "the cursor holds an unknown shard position");
      }
    }
    return new Start(positions, mark(state, shards, entity));
  }

  /**
   * What the cursor holds; a cursor of the read before the keys moved (a version without {@code
   * formerly}) is refused saying so ({@link FormerLane#refuse}).
   */
  private Map<String, AttributeValue> decode(String entity) {
    try {
      return CursorCodec.decode(spec.cursor(), spec.identity(), context.cursorKeys(), entity);
    } catch (InvalidCursorException refused) {
      throw spec.moving() ? FormerLane.refuse(spec, refused) : refused;
    }
  }

  /** The merged position a cursor holds, or {@code null} (a cursor of a page that took nothing). */
  private static Mark mark(Map<String, AttributeValue> state, int shards, String entity) {
    AttributeValue shard = state.get(MARK_SHARD);
    AttributeValue key = state.get(MARK_KEY);
    if (shard == null && key == null) {
      return null;
    }
    try {
      int number = Integer.parseInt(shard.n());
      if (number < 0 || number >= shards) {
        throw new IllegalArgumentException("shard " + number);
      }
      return new Mark(number, unpack(key.s(), entity));
    } catch (RuntimeException malformed) {
      throw new InvalidCursorException(entity, "the cursor holds a malformed merged position");
    }
  }

  /**
   * The cursor of the next page: per shard, its number mapped to nothing (from the start), a number
   * (done) or its resume key packed into one string; and the merged position, when there is one.
   */
  private String encode(List<Position> positions, Mark last) {
    Map<String, AttributeValue> state = new LinkedHashMap<>();
    for (int i = 0; i < positions.size(); i++) {
      Position position = positions.get(i);
      if (position.done()) {
        state.put(Integer.toString(i), DONE);
      } else if (position.startKey() != null) {
        state.put(Integer.toString(i), AttributeValue.fromS(pack(position.startKey())));
      }
    }
    if (last != null) {
      state.put(MARK_SHARD, AttributeValue.fromN(Integer.toString(last.shard())));
      state.put(MARK_KEY, AttributeValue.fromS(pack(last.key())));
    }
    return CursorCodec.encode(state, spec.identity(), context.cursorKeys());
  }

  /** {@code <length>:<name><length>:<value>...} of a key whose values are all strings. */
  private static String pack(Map<String, AttributeValue> key) {
    StringBuilder packed = new StringBuilder();
    for (Map.Entry<String, AttributeValue> entry : key.entrySet()) {
      String value = entry.getValue().s();
      if (value == null) {
        throw new IllegalStateException("key attribute " + entry.getKey() + " is not a string");
      }
      packed.append(entry.getKey().length()).append(':').append(entry.getKey());
      packed.append(value.length()).append(':').append(value);
    }
    return packed.toString();
  }

  private static Map<String, AttributeValue> unpack(String packed, String entity) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    int[] at = {0};
    try {
      while (at[0] < packed.length()) {
        String name = field(packed, at);
        key.put(name, AttributeValue.fromS(field(packed, at)));
      }
    } catch (RuntimeException malformed) {
      throw new InvalidCursorException(entity, "the cursor holds a malformed shard position");
    }
    return key;
  }

  private static String field(String packed, int[] at) {
    int colon = packed.indexOf(':', at[0]);
    int length = Integer.parseInt(packed.substring(at[0], colon));
    String field = packed.substring(colon + 1, colon + 1 + length);
    at[0] = colon + 1 + length;
    return field;
  }
}
