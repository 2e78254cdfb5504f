package dev.singletable.runtime.stream;

import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamRecord;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * One DynamoDB stream record, whatever delivered it: built from the SDK's {@link Record} (what
 * {@code DynamoDbStreamsClient.getRecords} returns) with {@link #of(Record)}, from an AWS Lambda
 * {@code DynamodbEvent} record by the {@code singletable-lambda} module, or by hand with {@link
 * #builder()}. The generated {@code ShopChanges.decode(ChangeRecord)} turns it into a typed change.
 *
 * <pre>{@code
 * ShopChange change = ShopChanges.decode(ChangeRecord.of(record));
 * }</pre>
 */
public final class ChangeRecord {

  /** The {@code userIdentity.principalId} of the deletions DynamoDB's TTL process makes. */
  public static final String TTL_PRINCIPAL = "dynamodb.amazonaws.com";

  private final String eventId;
  private final OperationType kind;
  private final Map<String, AttributeValue> keys;
  private final Map<String, AttributeValue> oldImage;
  private final Map<String, AttributeValue> newImage;
  private final String sequenceNumber;
  private final Instant approximateCreationTime;
  private final StreamViewType viewType;
  private final boolean expiredByTtl;

  private ChangeRecord(Builder builder, boolean lenient) {
    this.eventId = builder.eventId;
    this.kind =
        lenient && builder.kind == null
            ? OperationType.UNKNOWN_TO_SDK_VERSION
            : require(builder.kind, "an eventName (INSERT, MODIFY or REMOVE)", builder);
    this.keys =
        Map.copyOf(
            lenient && builder.keys == null ? Map.of() : require(builder.keys, "Keys", builder));
    this.oldImage = builder.oldImage == null ? null : Map.copyOf(builder.oldImage);
    this.newImage = builder.newImage == null ? null : Map.copyOf(builder.newImage);
    this.sequenceNumber =
        lenient && builder.sequenceNumber == null
            ? ""
            : require(builder.sequenceNumber, "a SequenceNumber", builder);
    this.approximateCreationTime = builder.approximateCreationTime;
    this.viewType = builder.viewType;
    // TTL deletions are the only REMOVE records DynamoDB itself makes (Developer Guide, "DynamoDB
    // Streams and Time to Live"): userIdentity {type: Service, principalId:
    // dynamodb.amazonaws.com}.
    this.expiredByTtl =
        kind == OperationType.REMOVE
            && "Service".equals(builder.identityType)
            && TTL_PRINCIPAL.equals(builder.identityPrincipal);
  }

  /** Starts a record; the kind, the keys and the sequence number are required. */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * The record the SDK's {@code DynamoDbStreamsClient.getRecords} returned.
   *
   * @throws IllegalArgumentException when it is no DynamoDB change record this library can read (no
   *     event name or one newer than the AWS SDK in use, no keys or no sequence number)
   */
  public static ChangeRecord of(Record record) {
    Builder parts = parts(record);
    if (parts.kind == null && record.eventNameAsString() != null) {
      throw new IllegalArgumentException(
          "a DynamoDB stream record needs an eventName INSERT, MODIFY or REMOVE; record "
              + record.eventID()
              + " has "
              + record.eventNameAsString());
    }
    return new ChangeRecord(parts, false);
  }

  /**
   * What can be read of a record that {@link #of(Record)} refuses, for the change that says it
   * could not be decoded: its kind is {@code UNKNOWN_TO_SDK_VERSION} when its event name is, its
   * keys are empty and its sequence number is empty when it has none.
   */
  public static ChangeRecord unreadable(Record record) {
    return new ChangeRecord(parts(record), true);
  }

  private static Builder parts(Record record) {
    Objects.requireNonNull(record, "record");
    StreamRecord stream = record.dynamodb();
    Builder builder = builder().eventId(record.eventID());
    OperationType operation = record.eventName();
    if (operation == OperationType.INSERT
        || operation == OperationType.MODIFY
        || operation == OperationType.REMOVE) {
      builder.kind(operation);
    }
    Identity identity = record.userIdentity();
    if (identity != null) {
      builder.userIdentity(identity.type(), identity.principalId());
    }
    if (stream != null) {
      builder
          .keys(stream.hasKeys() ? stream.keys() : null)
          .oldImage(stream.hasOldImage() ? stream.oldImage() : null)
          .newImage(stream.hasNewImage() ? stream.newImage() : null)
          .sequenceNumber(stream.sequenceNumber())
          .approximateCreationTime(stream.approximateCreationDateTime())
          .viewType(stream.streamViewType());
    }
    return builder;
  }

  /** The record's {@code eventID}, unique per record (empty when the source had none). */
  public Optional<String> eventId() {
    return Optional.ofNullable(eventId);
  }

  public OperationType kind() {
    return kind;
  }

  /**
   * The primary key attributes of the changed item (empty only in the record of an undecodable
   * change whose record had none).
   */
  public Map<String, AttributeValue> keys() {
    return keys;
  }

  /** The item before the change, when the stream's view type carries it and the item existed. */
  public Optional<Map<String, AttributeValue>> oldImage() {
    return Optional.ofNullable(oldImage);
  }

  /** The item after the change, when the stream's view type carries it and the item exists. */
  public Optional<Map<String, AttributeValue>> newImage() {
    return Optional.ofNullable(newImage);
  }

  /**
   * The record's position in its shard: increasing in the order of the item's changes (empty only
   * in the record of an undecodable change whose record had none).
   */
  public String sequenceNumber() {
    return sequenceNumber;
  }

  /** When the change was made, to the second, as DynamoDB reports it. */
  public Optional<Instant> approximateCreationTime() {
    return Optional.ofNullable(approximateCreationTime);
  }

  /** What the stream's records carry, when the source said. */
  public Optional<StreamViewType> viewType() {
    return Optional.ofNullable(viewType);
  }

  /** Whether DynamoDB's TTL process removed the item because its expiry time had passed. */
  public boolean expiredByTtl() {
    return expiredByTtl;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ChangeRecord that
        && Objects.equals(eventId, that.eventId)
        && kind == that.kind
        && keys.equals(that.keys)
        && Objects.equals(oldImage, that.oldImage)
        && Objects.equals(newImage, that.newImage)
        && sequenceNumber.equals(that.sequenceNumber)
        && Objects.equals(approximateCreationTime, that.approximateCreationTime)
        && viewType == that.viewType
        && expiredByTtl == that.expiredByTtl;
  }

  @Override
  public int hashCode() {
    return Objects.hash(eventId, kind, keys, sequenceNumber);
  }

  @Override
  public String toString() {
    return kind
        + (expiredByTtl ? " (TTL)" : "")
        + " "
        + keys
        + " #"
        + sequenceNumber
        + (eventId == null ? "" : " event " + eventId);
  }

  private static <V> V require(V value, String what, Builder builder) {
    if (value == null) {
      throw new IllegalArgumentException(
          "a DynamoDB stream record needs "
              + what
              + (builder.eventId == null ? "" : "; record " + builder.eventId + " has none"));
    }
    return value;
  }

  /** Builds a {@link ChangeRecord} from the parts of a stream record, by name. */
  public static final class Builder {
    private String eventId;
    private OperationType kind;
    private Map<String, AttributeValue> keys;
    private Map<String, AttributeValue> oldImage;
    private Map<String, AttributeValue> newImage;
    private String sequenceNumber;
    private Instant approximateCreationTime;
    private StreamViewType viewType;
    private String identityType;
    private String identityPrincipal;

    private Builder() {}

    public Builder eventId(String eventId) {
      this.eventId = eventId;
      return this;
    }

    public Builder kind(OperationType kind) {
      this.kind = kind;
      return this;
    }

    public Builder keys(Map<String, AttributeValue> keys) {
      this.keys = keys;
      return this;
    }

    /** The item before the change; {@code null} when the record has none. */
    public Builder oldImage(Map<String, AttributeValue> oldImage) {
      this.oldImage = oldImage;
      return this;
    }

    /** The item after the change; {@code null} when the record has none. */
    public Builder newImage(Map<String, AttributeValue> newImage) {
      this.newImage = newImage;
      return this;
    }

    public Builder sequenceNumber(String sequenceNumber) {
      this.sequenceNumber = sequenceNumber;
      return this;
    }

    public Builder approximateCreationTime(Instant time) {
      this.approximateCreationTime = time;
      return this;
    }

    public Builder viewType(StreamViewType viewType) {
      this.viewType = viewType;
      return this;
    }

    /**
     * The record's {@code userIdentity} ({@code type}, {@code principalId}); a REMOVE made by the
     * service ({@code Service}, {@code dynamodb.amazonaws.com}) is a TTL expiry.
     */
    public Builder userIdentity(String type, String principalId) {
      this.identityType = type;
      this.identityPrincipal = principalId;
      return this;
    }

    /**
     * The record.
     *
     * @throws IllegalArgumentException when the kind, the keys or the sequence number is missing
     */
    public ChangeRecord build() {
      return new ChangeRecord(this, false);
    }
  }
}
