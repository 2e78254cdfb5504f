package dev.singletable.processor.it.model;

import dev.singletable.annotations.Attribute;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Ignore;
import dev.singletable.annotations.KeyPattern;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import software.amazon.awssdk.core.SdkBytes;

/** One attribute of every supported type, to prove each reads back equal to what was written. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "THING#{id}", sk = "THING")
public record Everything(
    String id,
    String text,
    boolean flag,
    Boolean boxedFlag,
    byte tiny,
    short small,
    int count,
    long big,
    Integer boxedCount,
    Long boxedBig,
    float ratio,
    double measure,
    Double boxedMeasure,
    BigDecimal amount,
    BigInteger huge,
    Instant at,
    LocalDate day,
    LocalDateTime localAt,
    UUID uuid,
    Color color,
    byte[] blob,
    SdkBytes sdkBlob,
    List<String> tags,
    List<Integer> numbers,
    List<List<String>> nested,
    Set<String> labels,
    Set<Integer> scores,
    Set<BigDecimal> prices,
    Map<String, Integer> counters,
    Map<String, Address> places,
    Address address,
    List<Address> history,
    Optional<String> nickname,
    Optional<Address> backup,
    @Attribute(name = "renamed-attr") String renamed,
    @Ignore String transientNote) {

  /** A nested record stored as a map. */
  public record Address(String street, String city, int zip, List<String> lines) {}

  /** Stored by name. */
  public enum Color {
    RED,
    GREEN,
    BLUE
  }
}
