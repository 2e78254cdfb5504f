package dev.singletable.benchmarks.coldstart;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What the first put, get and query page of a fresh JVM load ({@link SingletableRequestColdStart},
 * against {@link CannedClient}): observed with {@code -Xlog:class+load}, so deterministic. The
 * requests are sent (their request classes load), but nothing is built for what they do not use: no
 * lambda class per DynamoDB API, no request class of an API not sent, no {@code SecureRandom} (the
 * process cursor secret waits for the first cursor), no regular expression (the runtime's condition
 * templates are read by hand). Only the classes loaded before the report's own ({@link
 * ColdStartReport}, which formats with the JDK's regular expressions) count.
 */
class ColdRequestTest {

  @Test
  void firstRequestsLoadOnlyWhatTheyUse() throws Exception {
    List<String> lines = ColdStartClasses.trace(SingletableRequestColdStart.class.getName());
    assertThat(lines).anyMatch(line -> line.startsWith("COLDSTART ") && line.contains("ok=true"));
    List<String> loaded = names(lines);
    int report = loaded.indexOf(ColdStartReport.class.getName());
    assertThat(report).isPositive();
    loaded = loaded.subList(0, report);

    assertThat(loaded)
        .contains(
            "dev.singletable.runtime.DbOptions",
            "dev.singletable.runtime.internal.call.ApiCall",
            "software.amazon.awssdk.services.dynamodb.model.PutItemRequest",
            "software.amazon.awssdk.services.dynamodb.model.GetItemRequest",
            "software.amazon.awssdk.services.dynamodb.model.QueryRequest")
        .doesNotContain(
            "java.security.SecureRandom",
            "java.util.regex.Pattern",
            "software.amazon.awssdk.services.dynamodb.model.ScanRequest",
            "software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest",
            "software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest",
            "software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest",
            "software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient")
        .noneMatch(name -> name.startsWith("dev.singletable.runtime.internal.call.ApiCall$$Lambda"))
        .noneMatch(name -> name.startsWith("dev.singletable.runtime.DbOptions$$Lambda"))
        .noneMatch(name -> name.startsWith("dev.singletable.runtime.TableHandle$$Lambda"));
  }

  /**
   * Mapping one item each way ({@link SingletableColdStart}) loads 17 runtime classes (31 before
   * 2026-12-03, 20 before the branch `cold`): no exception class (the codecs make their
   * MappingExceptions in a class of their own, so verifying the classes that throw them loads
   * none), no enum switch map (the kinds of codecs and key parts are numbers), one final class for
   * every key part ({@code Keys.Part}), one for lists, maps and nested values ({@code
   * Composites.Container}), the codecs' checks in {@code Items}, no key pattern parser (patterns
   * are parsed when a key is first read back) and no message helper (text is checked for surrogates
   * by a scan that calls it only from a char at or above U+D800).
   */
  @Test
  void mappingLoadsOnlyWhatItUses() throws Exception {
    List<String> lines = ColdStartClasses.trace(SingletableColdStart.class.getName());
    assertThat(lines).anyMatch(line -> line.startsWith("COLDSTART ") && line.contains("ok=true"));
    List<String> loaded = names(lines);
    int report = loaded.indexOf(ColdStartReport.class.getName());
    assertThat(report).isPositive();
    List<String> runtime =
        loaded.subList(0, report).stream()
            .filter(name -> name.startsWith("dev.singletable.runtime."))
            .toList();

    assertThat(runtime)
        .contains(
            "dev.singletable.runtime.internal.Scalar",
            "dev.singletable.runtime.internal.Keys$Part",
            "dev.singletable.runtime.internal.Composites$Container")
        .noneMatch(name -> name.startsWith("dev.singletable.runtime.failure."))
        .noneMatch(name -> name.matches(".*\\$[0-9]+"))
        .doesNotContain(
            "dev.singletable.runtime.internal.KeyShape",
            "dev.singletable.runtime.internal.Text",
            "dev.singletable.runtime.internal.Scalar$Kind",
            "dev.singletable.runtime.internal.KeyDecoding");
    assertThat(loaded.subList(0, report)).doesNotContain("java.lang.NoSuchFieldError");
    assertThat(runtime).hasSizeLessThanOrEqualTo(17);
    // Each class read from the jar costs its bytes too (about 0.03 ms a KB on a cold JVM): 124.8
    // KB before the key decoders left KeyEncoding, 122.0 KB before the merges above, 115.4 KB
    // before the runtime was compiled without local variable tables and parameter names (92.0).
    assertThat(classFileBytes(runtime)).isLessThanOrEqualTo(93 * 1024);
  }

  private static long classFileBytes(List<String> classes) throws IOException {
    long bytes = 0;
    for (String name : classes) {
      try (InputStream in =
          ColdRequestTest.class
              .getClassLoader()
              .getResourceAsStream(name.replace('.', '/') + ".class")) {
        bytes += in.readAllBytes().length;
      }
    }
    return bytes;
  }

  @Test
  void countsSplitByGroupAndSource() throws Exception {
    ColdStartClasses.Counts counts =
        ColdStartClasses.count(
            List.of(
                "[0.1s][info][class,load] java.lang.Object source: shared objects file",
                "[0.2s][info][class,load] java.time.Instant source: jrt:/java.base",
                "[0.3s][info][class,load] dev.singletable.runtime.internal.Codec source:"
                    + " file:/x/benchmarks.jar",
                "[0.4s][info][class,load] dev.singletable.runtime.Foo$$Lambda$5/0x01 source:"
                    + " dev.singletable.runtime.Foo",
                "[0.5s][info][class,load] software.amazon.awssdk.core.SdkField source:"
                    + " file:/x/benchmarks.jar",
                "not a class line"));

    assertThat(counts.total()).isEqualTo(5);
    assertThat(counts.byGroup())
        .containsEntry("jdk", 2)
        .containsEntry("singletable", 2)
        .containsEntry("sdk", 1);
    assertThat(counts.bySource())
        .containsEntry("cds", 1)
        .containsEntry("jrt", 1)
        .containsEntry("jar", 2)
        .containsEntry("spun", 1);
    assertThat(counts.lambdas()).isEqualTo(1);
    assertThat(counts.jarBytesByGroup().get("singletable")).isPositive();
    assertThat(counts.jarBytesByGroup().get("sdk")).isPositive();
  }

  private static List<String> names(List<String> lines) {
    List<String> names = new ArrayList<>();
    for (String line : lines) {
      int tag = line.indexOf("[class,load] ");
      int source = line.indexOf(" source: ");
      if (tag >= 0 && source > tag) {
        names.add(line.substring(tag + "[class,load] ".length(), source));
      }
    }
    return names;
  }
}
