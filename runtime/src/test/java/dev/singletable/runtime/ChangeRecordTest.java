package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.stream.ChangeRecord;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Identity;
import software.amazon.awssdk.services.dynamodb.model.OperationType;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * The neutral change record built from the SDK's streams records, read by the SDK from a {@code
 * GetRecords} answer in the documented JSON shape, and the parts a record must have.
 */
class ChangeRecordTest {

  private static final List<ChangeRecord> RECORDS =
      StreamsJson.records("/streams/get-records.json").stream().map(ChangeRecord::of).toList();

  @Test
  void anInsertCarriesItsKeysNewImageAndPosition() {
    ChangeRecord insert = RECORDS.get(0);

    assertThat(insert.kind()).isEqualTo(OperationType.INSERT);
    assertThat(insert.eventId()).contains("4b3f2c1e0d9a8b7c6d5e4f3a2b1c0d9e");
    assertThat(insert.keys())
        .isEqualTo(
            Map.of(
                "PK",
                AttributeValue.fromS("ORDER#o-1001"),
                "SK",
                AttributeValue.fromS("METADATA")));
    assertThat(insert.oldImage()).isEmpty();
    Map<String, AttributeValue> image = insert.newImage().orElseThrow();
    assertThat(new BigDecimal(image.get("total").n())).isEqualByComparingTo("42.5");
    assertThat(image.get("paid").bool()).isTrue();
    assertThat(image.get("note").nul()).isTrue();
    assertThat(image.get("tags").ss()).containsExactly("gift", "express");
    assertThat(image.get("lines").l().get(0).m().get("quantity").n()).isEqualTo("2");
    assertThat(image.get("thumbnail").b()).isEqualTo(SdkBytes.fromByteArray(new byte[] {0, 1, 2}));
    assertThat(insert.sequenceNumber()).isEqualTo("100000000000000000101");
    assertThat(insert.approximateCreationTime()).contains(Instant.parse("2025-02-14T10:00:00Z"));
    assertThat(insert.viewType()).contains(StreamViewType.NEW_AND_OLD_IMAGES);
    assertThat(insert.expiredByTtl()).isFalse();
  }

  @Test
  void aModifyCarriesBothImages() {
    ChangeRecord modify = RECORDS.get(1);

    assertThat(modify.kind()).isEqualTo(OperationType.MODIFY);
    assertThat(modify.oldImage().orElseThrow().get("total").n()).isEqualTo("42.50");
    assertThat(modify.newImage().orElseThrow().get("total").n()).isEqualTo("40");
  }

  @Test
  void aRemoveByTheServiceIsATtlExpiryAndOtherRemovesAreNot() {
    ChangeRecord expired = RECORDS.get(2);
    ChangeRecord deleted = RECORDS.get(3);

    assertThat(expired.kind()).isEqualTo(OperationType.REMOVE);
    assertThat(expired.expiredByTtl()).isTrue();
    assertThat(expired.oldImage().orElseThrow().get("expiresAt").n()).isEqualTo("1739600000");
    assertThat(deleted.kind()).isEqualTo(OperationType.REMOVE);
    assertThat(deleted.expiredByTtl()).isFalse();
    assertThat(deleted.oldImage()).isEmpty();
    assertThat(deleted.newImage()).isEmpty();
    assertThat(deleted.viewType()).contains(StreamViewType.KEYS_ONLY);
  }

  @Test
  void onlyTheDynamoDbServiceMarksATtlExpiry() {
    Identity ttl =
        Identity.builder().type("Service").principalId(ChangeRecord.TTL_PRINCIPAL).build();
    Identity other = Identity.builder().type("Service").principalId("someone-else").build();

    assertThat(ChangeRecord.of(sdkRemove(ttl)).expiredByTtl()).isTrue();
    assertThat(ChangeRecord.of(sdkRemove(other)).expiredByTtl()).isFalse();
    assertThat(ChangeRecord.of(sdkRemove(null)).expiredByTtl()).isFalse();
  }

  private static Record sdkRemove(Identity identity) {
    return Record.builder()
        .eventName(OperationType.REMOVE)
        .userIdentity(identity)
        .dynamodb(
            b ->
                b.keys(Map.of("PK", AttributeValue.fromS("A")))
                    .sequenceNumber("000000000000000000001"))
        .build();
  }

  @Test
  void aRecordWithoutKindKeysOrSequenceNumberIsRefusedNamingWhatIsMissing() {
    assertThatThrownBy(() -> ChangeRecord.builder().eventId("e-1").build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "a DynamoDB stream record needs an eventName (INSERT, MODIFY or REMOVE); record e-1 has"
                + " none");
    assertThatThrownBy(() -> ChangeRecord.builder().kind(OperationType.INSERT).build())
        .hasMessage("a DynamoDB stream record needs Keys");
    assertThatThrownBy(
            () -> ChangeRecord.builder().kind(OperationType.INSERT).keys(Map.of()).build())
        .hasMessage("a DynamoDB stream record needs a SequenceNumber");
    assertThatThrownBy(() -> ChangeRecord.of(Record.builder().eventID("e-2").build()))
        .hasMessageContaining("record e-2 has none");
  }
}
