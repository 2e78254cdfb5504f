package dev.singletable.processor.write.report;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.SingletableProcessor;
import dev.singletable.processor.model.record.Baseline;
import dev.singletable.processor.model.record.DesignRecord;
import dev.singletable.processor.read.DesignRecordReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * The design record as the processor writes it and reads it back: every stored shape survives the
 * round trip, the same design always gives the same bytes, and a record that is not one is refused
 * with its place in the file.
 */
class DesignRecordTest {

  private static final String IMPORTS =
      """
      package test;
      import dev.singletable.annotations.*;
      import java.math.*;
      import java.time.*;
      import java.util.List;
      import java.util.Map;
      import java.util.Optional;
      import java.util.Set;
      """;

  private static final List<JavaFileObject> DESIGN =
      List.of(
          source(
              "test.Shop",
              """
              @Table(name = "Shop", delimiter = "|", stream = StreamView.NEW_IMAGE,
                     gsis = @GlobalIndex(name = "ByTotal", projection = Projection.INCLUDE,
                                         include = {"total", "status"}),
                     converters = SecondsConverter.class)
              public interface Shop {}
              """),
          source(
              "test.SecondsConverter",
              """
              public final class SecondsConverter
                  implements dev.singletable.runtime.AttributeConverter<Duration, Long> {
                public Long toStored(Duration value) { return value.getSeconds(); }
                public Duration fromStored(Long stored) { return Duration.ofSeconds(stored); }
              }
              """),
          source("test.OrderId", "public record OrderId(String value) {}"),
          source(
              "test.Order",
              """
              @Entity(table = Shop.class, name = "ORD")
              @KeyPattern(pk = "C|{customer}", sk = "ORD|{serial}|{id}")
              @Gsi(index = "ByTotal", pk = "T|{total}|{shard}", sk = "{delay}")
              @Shard(index = "ByTotal", count = 12, by = "id")
              @Collection("history")
              public record Order(
                  String customer,
                  OrderId id,
                  @KeyFormat(integerDigits = 12) BigInteger serial,
                  @KeyFormat(integerDigits = 6, fractionDigits = 2) BigDecimal total,
                  Duration delay,
                  @Attribute(name = "st") Status status,
                  Set<Integer> codes,
                  Map<String, Address> addresses,
                  Optional<Instant> shippedAt,
                  @Ttl Instant expiresAt,
                  @Version long version,
                  @Ignore String scratch) {
                public enum Status { PLACED, SHIPPED, CANCELLED }
                public record Address(String street, byte[] photo, List<LocalDate> days) {}
              }
              """),
          source(
              "test.Note",
              """
              @Entity(table = Shop.class)
              @KeyPattern(pk = "C|{customer}", sk = "NOTE|{at}")
              @Collection("history")
              public record Note(String customer, @KeyFormat(fractionDigits = 0) Instant at) {}
              """));

  private static JavaFileObject source(String name, String body) {
    return JavaFileObjects.forSourceString(name, IMPORTS + body);
  }

  private static String record(List<JavaFileObject> sources) throws IOException {
    Compilation compilation = javac().withProcessors(new SingletableProcessor()).compile(sources);
    assertThat(compilation).succeeded();
    return compilation
        .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/singletable/Shop.design.json")
        .orElseThrow()
        .getCharContent(true)
        .toString();
  }

  @Test
  void theRecordHoldsEveryStoredShape() throws IOException {
    String json = record(DESIGN);
    assertThat(json).startsWith("{\n  \"formatVersion\": 1,\n  \"table\": \"Shop\",\n");
    DesignRecord record = ((Baseline.Found) DesignRecordReader.parse("f", json)).record();

    assertThat(record.delimiter()).isEqualTo("|");
    assertThat(record.stream()).isEqualTo("NEW_IMAGE");
    assertThat(record.ttlAttribute()).isEqualTo("expiresAt");
    assertThat(record.indexes())
        .containsExactly(
            new DesignRecord.Index(
                "ByTotal",
                "global",
                "ByTotalPK",
                "ByTotalSK",
                "INCLUDE",
                List.of("status", "total")));
    // Entities by type name.
    assertThat(record.entities())
        .extracting(DesignRecord.Entity::type)
        .containsExactly("Note", "ORD");
    DesignRecord.Entity order = record.entities().get(1);
    assertThat(order.className()).isEqualTo("test.Order");
    assertThat(order.key().sort().parts())
        .containsExactly(
            new DesignRecord.Text("ORD|"),
            new DesignRecord.Component("serial", "serial", "bigInteger", 12, -1, null, null),
            new DesignRecord.Text("|"),
            new DesignRecord.Component("id", "id", "string", -1, -1, null, "test.OrderId"));
    DesignRecord.Key byTotal = order.indexKeys().get(0);
    assertThat(byTotal.partition().parts())
        .containsExactly(
            new DesignRecord.Text("T|"),
            new DesignRecord.Component("total", "total", "decimal", 6, 2, null, null),
            new DesignRecord.Text("|"),
            new DesignRecord.Shard(12, "id"));
    assertThat(byTotal.sort().parts())
        .containsExactly(
            new DesignRecord.Component(
                "delay", "delay", "int64", -1, -1, "test.SecondsConverter", null));
    assertThat(record.entities().get(0).key().sort().parts())
        .contains(new DesignRecord.Component("at", "at", "instant", -1, 0, null, null));
    // Attributes by stored name; @Ignore leaves one out.
    assertThat(order.attributes())
        .extracting(DesignRecord.Attribute::name)
        .containsExactly(
            "addresses",
            "codes",
            "customer",
            "delay",
            "expiresAt",
            "id",
            "serial",
            "shippedAt",
            "st",
            "total",
            "version");
    assertThat(attribute(order, "st"))
        .isEqualTo(
            new DesignRecord.Attribute(
                "st",
                "status",
                "test.Order.Status",
                false,
                List.of(),
                new DesignRecord.Scalar(
                    "S",
                    "enum",
                    null,
                    "test.Order.Status",
                    List.of("CANCELLED", "PLACED", "SHIPPED"))));
    assertThat(attribute(order, "codes").type())
        .isEqualTo(
            new DesignRecord.SetOf(new DesignRecord.Scalar("N", "int32", null, null, List.of())));
    assertThat(attribute(order, "addresses").type())
        .isEqualTo(
            new DesignRecord.MapOf(
                new DesignRecord.Nested(
                    "test.Order.Address",
                    List.of(
                        new DesignRecord.Attribute(
                            "days",
                            "days",
                            "java.util.List<java.time.LocalDate>",
                            false,
                            List.of(),
                            new DesignRecord.ListOf(
                                new DesignRecord.Scalar("S", "localDate", null, null, List.of()))),
                        new DesignRecord.Attribute(
                            "photo",
                            "photo",
                            "byte[]",
                            false,
                            List.of(),
                            new DesignRecord.Scalar("B", "bytes", null, null, List.of())),
                        new DesignRecord.Attribute(
                            "street",
                            "street",
                            "java.lang.String",
                            false,
                            List.of(),
                            new DesignRecord.Scalar("S", "string", null, null, List.of()))))));
    assertThat(attribute(order, "delay").type())
        .isEqualTo(new DesignRecord.Scalar("N", "int64", "test.SecondsConverter", null, List.of()));
    assertThat(attribute(order, "shippedAt").type())
        .isEqualTo(new DesignRecord.Scalar("S", "instant", null, null, List.of()));
    assertThat(attribute(order, "expiresAt").type())
        .isEqualTo(new DesignRecord.Scalar("N", "epochSeconds", null, null, List.of()));
    assertThat(attribute(order, "expiresAt").roles()).containsExactly("ttl");
    assertThat(attribute(order, "version").always()).isTrue();
    assertThat(attribute(order, "version").roles()).containsExactly("version");
    // Components of the primary key are in every stored item.
    assertThat(attribute(order, "customer").always()).isTrue();
    assertThat(attribute(order, "total").always()).isFalse();
    assertThat(order.collections()).containsExactly(new DesignRecord.Collection("history", null));
  }

  private static DesignRecord.Attribute attribute(DesignRecord.Entity entity, String name) {
    return entity.attributes().stream()
        .filter(a -> a.name().equals(name))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void theRecordReadsBackToTheSameBytes() throws IOException {
    String json = record(DESIGN);

    Baseline read = DesignRecordReader.parse("Shop.design.json", json);

    assertThat(read).isInstanceOf(Baseline.Found.class);
    DesignRecord record = ((Baseline.Found) read).record();
    assertThat(DesignRecordWriter.render(record)).isEqualTo(json);
  }

  @Test
  void theSameDesignGivesTheSameBytesWhateverTheOrderOfItsSources() throws IOException {
    List<JavaFileObject> reversed = new ArrayList<>(DESIGN);
    Collections.reverse(reversed);

    assertThat(record(reversed)).isEqualTo(record(DESIGN));
  }

  @Test
  void anUnknownMemberIsIgnoredSoThatLaterProcessorsCanAddOptionalOnes() throws IOException {
    String json =
        record(DESIGN).replace("\"formatVersion\": 1,", "\"formatVersion\": 1, \"x\": [],");

    assertThat(DesignRecordReader.parse("f", json)).isInstanceOf(Baseline.Found.class);
  }

  @Test
  void whatIsWrongIsToldWithItsPlace() throws IOException {
    String json = record(DESIGN);

    assertThat(corrupt(json.replace("\"formatVersion\": 1", "\"formatVersion\": \"1\"")))
        .isEqualTo("$.formatVersion is \"1\", not a whole number");
    assertThat(corrupt(json.replace("\"formatVersion\": 1", "\"formatVersion\": 1.5")))
        .isEqualTo("$.formatVersion is 1.5, not a whole number");
    assertThat(corrupt(json.replace("\"kind\": \"global\"", "\"kind\": \"regional\"")))
        .isEqualTo("$.indexes[0].kind is \"regional\", not global or local");
    assertThat(corrupt(json.replace("\"dynamo\": \"NS\"", "\"dynamo\": \"X\"")))
        .startsWith("$.entities[1].attributes[1].type.dynamo is \"X\", not a DynamoDB type");
    assertThat(corrupt(json.replace("{\"shards\": 12,", "{\"slots\": 12,")))
        .isEqualTo(
            "$.entities[1].indexKeys[0].partition.parts[3] is no key part (it has no text, shards"
                + " or attribute)");
    assertThat(corrupt(json.replace("\"entities\": [", "\"entities\": {\"a\": [").concat("}")))
        .isEqualTo("$.entities is an object, not a list");
    assertThat(corrupt(json.replace("\"formatVersion\": 1,", "\"formatVersion\": 1")))
        .startsWith("it is not valid JSON: ");
    assertThat(corrupt(json + "{}")).startsWith("it is not valid JSON: unexpected text at line");
    assertThat(corrupt("[]")).isEqualTo("$ is not an object");
    assertThat(corrupt(" \n")).isEqualTo("it is empty");
  }

  private static String corrupt(String json) {
    Baseline read = DesignRecordReader.parse("f", json);
    assertThat(read).isInstanceOf(Baseline.Corrupt.class);
    return ((Baseline.Corrupt) read).reason();
  }
}
