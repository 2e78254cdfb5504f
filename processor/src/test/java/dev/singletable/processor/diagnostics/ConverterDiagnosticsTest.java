package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Converters declared on a table: a valid one compiles into a shared instance, and each way a
 * converter cannot serve (its shape, its stored type, its use in a key) is an error saying why.
 */
class ConverterDiagnosticsTest {

  private static JavaFileObject table(String converters) {
    return source(
        "test.Shop",
        """
        @Table(name = "Shop", converters = {%s})
        public interface Shop {}
        """
            .formatted(converters));
  }

  private static JavaFileObject converter(String name, String body) {
    return source("test." + name, "import dev.singletable.runtime.AttributeConverter;\n" + body);
  }

  private static final JavaFileObject DURATION =
      converter(
          "DurationConverter",
          """
          public class DurationConverter implements AttributeConverter<Duration, Long> {
            public Long toStored(Duration value) { return value.toNanos(); }
            public Duration fromStored(Long stored) { return Duration.ofNanos(stored); }
          }
          """);

  private static final JavaFileObject RATIO =
      converter(
          "RatioConverter",
          """
          public class RatioConverter implements AttributeConverter<Ratio, Double> {
            public Double toStored(Ratio value) { return value.value(); }
            public Ratio fromStored(Double stored) { return new Ratio(stored, "x"); }
          }
          """);

  private static final JavaFileObject RATIO_TYPE =
      source("test.Ratio", "public record Ratio(double value, String unit) {}");

  @Test
  void aConverterServesAttributesAndKeysThroughOneGeneratedInstance() {
    JavaFileObject plan =
        source(
            "test.Plan",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "PLAN#{id}", sk = "TERM#{term}")
            public record Plan(String id, Duration term, List<Duration> trials) {}
            """);
    Compilation compilation = compile(table("DurationConverter.class"), DURATION, plan);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("test.ShopConverters")
        .contentsAsUtf8String()
        .contains(
            "public static final DurationConverter DURATION_CONVERTER = new DurationConverter();");
    assertThat(compilation)
        .generatedSourceFile("test.PlanKey")
        .contentsAsUtf8String()
        .contains("ShopConverters.DURATION_CONVERTER.toStored(");
  }

  @Test
  void twoConvertersOfOneSimpleNameGetDistinctConstants() {
    JavaFileObject otherDuration =
        JavaFileObjects.forSourceString(
            "other.DurationConverter",
            """
            package other;
            import dev.singletable.runtime.AttributeConverter;
            public class DurationConverter implements AttributeConverter<java.time.Period, String> {
              public String toStored(java.time.Period value) { return value.toString(); }
              public java.time.Period fromStored(String stored) {
                return java.time.Period.parse(stored);
              }
            }
            """);
    JavaFileObject plan =
        source(
            "test.Plan",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "PLAN#{id}", sk = "PLAN")
            public record Plan(String id, Duration term, Period grace) {}
            """);
    Compilation compilation =
        compile(
            table("DurationConverter.class, other.DurationConverter.class"),
            DURATION,
            otherDuration,
            plan);
    assertThat(compilation).succeededWithoutWarnings();
    for (String constant :
        List.of(
            "public static final DurationConverter DURATION_CONVERTER =",
            "public static final other.DurationConverter OTHER_DURATION_CONVERTER =")) {
      assertThat(compilation)
          .generatedSourceFile("test.ShopConverters")
          .contentsAsUtf8String()
          .contains(constant);
    }
    for (String use :
        List.of("ShopConverters.DURATION_CONVERTER)", "ShopConverters.OTHER_DURATION_CONVERTER)")) {
      assertThat(compilation)
          .generatedSourceFile("test.PlanSchema")
          .contentsAsUtf8String()
          .contains(use);
    }
  }

  @Test
  void aConverterWhoseStoredTypeDoesNotSortIsNoKeyComponent() {
    JavaFileObject reading =
        source(
            "test.Reading",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "READING#{id}", sk = "RATIO#{ratio}")
            public record Reading(String id, Ratio ratio) {}
            """);
    assertThat(compile(table("RatioConverter.class"), RATIO, RATIO_TYPE, reading))
        .hadErrorContaining(
            "[singletable:key-component-type] @KeyPattern sk pattern \"RATIO#{ratio}\" uses"
                + " {ratio} of type test.Ratio, which cannot be a key component (its"
                + " converter RatioConverter stores it as java.lang.Double)")
        .inFile(reading)
        .onLineContaining("sk = \"RATIO#{ratio}\"");
  }

  @Test
  void theSameConverterServesTheTypeOutsideKeys() {
    JavaFileObject reading =
        source(
            "test.Reading",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "READING#{id}", sk = "READING")
            public record Reading(String id, Ratio ratio) {}
            """);
    assertThat(compile(table("RatioConverter.class"), RATIO, RATIO_TYPE, reading))
        .succeededWithoutWarnings();
  }

  @Test
  void aClassThatIsNoConverterIsRefused() {
    JavaFileObject shop = table("String.class");
    assertThat(compile(shop))
        .hadErrorContaining(
            "[singletable:converter] converter String of table Shop cannot be used: it does not"
                + " implement dev.singletable.runtime.AttributeConverter<T, S> with T and S given")
        .inFile(shop)
        .onLineContaining("converters = {String.class}");
  }

  @Test
  void aConverterNeedsAPublicConstructorWithoutParameters() {
    JavaFileObject odd =
        converter(
            "OddConverter",
            """
            public class OddConverter implements AttributeConverter<Duration, Long> {
              public OddConverter(String unit) {}
              public Long toStored(Duration value) { return value.toNanos(); }
              public Duration fromStored(Long stored) { return Duration.ofNanos(stored); }
            }
            """);
    assertThat(compile(table("OddConverter.class"), odd))
        .hadErrorContaining(
            "converter OddConverter of table Shop cannot be used: it needs a public constructor"
                + " without parameters, which generated code calls once");
  }

  @Test
  void aConverterMustStoreAScalar() {
    JavaFileObject listing =
        converter(
            "ListConverter",
            """
            public class ListConverter implements AttributeConverter<Duration, List<String>> {
              public List<String> toStored(Duration value) { return List.of(); }
              public Duration fromStored(List<String> stored) { return Duration.ZERO; }
            }
            """);
    assertThat(compile(table("ListConverter.class"), listing))
        .hadErrorContaining(
            "converter ListConverter of table Shop cannot be used: its stored type S"
                + " (java.util.List<java.lang.String>) is not a scalar DynamoDB stores");
  }

  @Test
  void twoConvertersOfOneTypeAreRefused() {
    JavaFileObject other =
        converter(
            "OtherDurationConverter",
            """
            public class OtherDurationConverter implements AttributeConverter<Duration, String> {
              public String toStored(Duration value) { return value.toString(); }
              public Duration fromStored(String stored) { return Duration.parse(stored); }
            }
            """);
    assertThat(
            compile(
                table("DurationConverter.class, OtherDurationConverter.class"), DURATION, other))
        .hadErrorContaining(
            "converter OtherDurationConverter of table Shop cannot be used: another converter of"
                + " the table already converts java.time.Duration; declare one converter per type");
  }
}
