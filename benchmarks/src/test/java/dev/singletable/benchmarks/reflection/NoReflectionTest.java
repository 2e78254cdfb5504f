package dev.singletable.benchmarks.reflection;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.benchmarks.model.OrderSchema;
import dev.singletable.benchmarks.reflection.ClassFileScanner.Violation;
import dev.singletable.benchmarks.reflection.fixtures.CleanFixture;
import dev.singletable.benchmarks.reflection.fixtures.ForNameFixture;
import dev.singletable.benchmarks.reflection.fixtures.LookupFixture;
import dev.singletable.benchmarks.reflection.fixtures.MethodFixture;
import dev.singletable.benchmarks.reflection.fixtures.ResourceFixture;
import dev.singletable.runtime.internal.Codec;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Fails when the runtime or generated code reflects, or reads a resource or service at run time
 * (see {@link ClassFileScanner} for the exact rules, and why lambdas, string concatenation and
 * records are fine): what a GraalVM native image of an application would otherwise need
 * configuration for. Not a timing: it reads class files.
 */
class NoReflectionTest {

  @Test
  void theRuntimeDoesNotReflect() {
    Map<String, byte[]> classes = classesOf(Codec.class, "dev/singletable/runtime/");
    assertThat(classes)
        .hasSizeGreaterThan(50)
        .containsKey("dev/singletable/runtime/internal/Codec");
    assertThat(violations(classes)).isEmpty();
  }

  @Test
  void theCodeGeneratedForTheBenchmarkModelDoesNotReflect() {
    Map<String, byte[]> classes = classesOf(OrderSchema.class, "dev/singletable/benchmarks/model/");
    assertThat(classes)
        .containsKeys(
            "dev/singletable/benchmarks/model/OrderSchema",
            "dev/singletable/benchmarks/model/OrderSchema$AddressRef",
            "dev/singletable/benchmarks/model/OrderKey",
            "dev/singletable/benchmarks/model/OrderRepository",
            "dev/singletable/benchmarks/model/OrderRepository$CreatedAtOrderIdStage",
            "dev/singletable/benchmarks/model/BenchDb");
    assertThat(violations(classes)).isEmpty();
  }

  /** The processor's behavioural-test model (every attribute type and query shape), when built. */
  @Test
  void theCodeGeneratedForTheProcessorTestModelsDoesNotReflect() {
    Path root = Path.of("..", "processor", "target", "test-classes");
    String prefix = "dev/singletable/processor/it/model/";
    Assumptions.assumeTrue(
        Files.isDirectory(root.resolve(prefix)),
        "processor test classes not built under " + root.toAbsolutePath());
    Map<String, byte[]> classes = classesUnder(root, prefix);
    assertThat(classes)
        .containsKeys(
            "dev/singletable/processor/it/model/EverythingSchema",
            "dev/singletable/processor/it/model/CatalogDb");
    assertThat(violations(classes)).isEmpty();
  }

  /**
   * The Spring Boot sample's classes (its generated LibraryDb, keys, schemas and repositories, and
   * its own records and service), when built: what a native image of it would compile.
   */
  @Test
  void theSpringBootSampleDoesNotReflectOrReadResources() {
    Path root = Path.of("..", "samples", "spring-boot", "target", "classes");
    String prefix = "com/example/library/";
    Assumptions.assumeTrue(
        Files.isDirectory(root.resolve(prefix)),
        "Spring Boot sample not built under " + root.toAbsolutePath());
    Map<String, byte[]> classes = classesUnder(root, prefix);
    assertThat(classes)
        .containsKeys(
            "com/example/library/LibraryDb",
            "com/example/library/BookSchema",
            "com/example/library/BookRepository",
            "com/example/library/Catalogue")
        // The sample calls DynamoDB synchronously: its table has no asynchronous face.
        .doesNotContainKey("com/example/library/LibraryAsyncDb");
    assertThat(violations(classes)).isEmpty();
  }

  // The scanner itself, on fixtures compiled with these tests.

  @Test
  void findsClassForName() {
    assertThat(ClassFileScanner.scan(bytesOf(ForNameFixture.class)))
        .extracting(Violation::what)
        .containsExactly("calls Class.forName");
  }

  @Test
  void findsJavaLangReflect() {
    assertThat(ClassFileScanner.scan(bytesOf(MethodFixture.class)))
        .extracting(Violation::what)
        .contains("uses java.lang.reflect.Method", "calls Class.getDeclaredMethod");
  }

  @Test
  void findsMethodHandlesLookup() {
    assertThat(ClassFileScanner.scan(bytesOf(LookupFixture.class)))
        .extracting(Violation::what)
        .contains(
            "obtains a MethodHandles.Lookup (java.lang.invoke.MethodHandles.lookup)",
            "uses MethodHandles.Lookup.findStatic");
  }

  @Test
  void findsResourceAndServiceReads() {
    assertThat(ClassFileScanner.scan(bytesOf(ResourceFixture.class)))
        .extracting(Violation::what)
        .containsExactlyInAnyOrder(
            "reads a resource at run time (java.lang.Class.getResourceAsStream)",
            "reads a resource at run time (java.lang.ClassLoader.getResource)",
            "reads a resource at run time (java.util.ServiceLoader.load)");
  }

  @Test
  void allowsLambdasMethodReferencesStringConcatenationAndRecords() {
    byte[] clean = bytesOf(CleanFixture.class);
    // The class file does name MethodHandles$Lookup (bootstrap descriptors, InnerClasses)...
    assertThat(new String(clean, java.nio.charset.StandardCharsets.ISO_8859_1))
        .contains("java/lang/invoke/MethodHandles$Lookup");
    // ...but only through javac's invokedynamic bootstraps.
    assertThat(ClassFileScanner.scan(clean)).isEmpty();
    assertThat(ClassFileScanner.scan(bytesOf(CleanFixture.Point.class))).isEmpty();
    assertThat(ClassFileScanner.scan(bytesOf(CleanFixture.Color.class))).isEmpty();
  }

  // Helpers

  private static List<Violation> violations(Map<String, byte[]> classes) {
    List<Violation> found = new ArrayList<>();
    classes.values().forEach(bytes -> found.addAll(ClassFileScanner.scan(bytes)));
    return found;
  }

  private static byte[] bytesOf(Class<?> type) {
    try (InputStream in =
        type.getResourceAsStream("/" + type.getName().replace('.', '/') + ".class")) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The classes under {@code prefix} in the directory or jar that {@code anchor} was loaded from.
   */
  private static Map<String, byte[]> classesOf(Class<?> anchor, String prefix) {
    Path location;
    try {
      location = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
    if (Files.isDirectory(location)) {
      return classesUnder(location, prefix);
    }
    Map<String, byte[]> classes = new TreeMap<>();
    try (JarFile jar = new JarFile(location.toFile())) {
      for (JarEntry entry : java.util.Collections.list(jar.entries())) {
        String name = entry.getName();
        if (name.startsWith(prefix)
            && name.endsWith(".class")
            && !name.endsWith("module-info.class")) {
          try (InputStream in = jar.getInputStream(entry)) {
            classes.put(name.substring(0, name.length() - 6), in.readAllBytes());
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return classes;
  }

  private static Map<String, byte[]> classesUnder(Path root, String prefix) {
    Map<String, byte[]> classes = new TreeMap<>();
    Path start = root.resolve(prefix);
    try (Stream<Path> files = Files.walk(start)) {
      for (Path file :
          (Iterable<Path>) files.filter(p -> p.toString().endsWith(".class"))::iterator) {
        String name = root.relativize(file).toString().replace('\\', '/');
        if (!name.endsWith("module-info.class")) {
          classes.put(name.substring(0, name.length() - 6), Files.readAllBytes(file));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return classes;
  }
}
