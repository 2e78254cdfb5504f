package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.SingletableProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.JavaFileObject;

/** Builds small annotated sources and compiles them with the processor. */
final class Sources {

  static final String IMPORTS =
      """
      package test;
      import dev.singletable.annotations.*;
      import java.math.*;
      import java.time.*;
      import java.util.*;
      """;

  /** The usual table: PK/SK, GSI1 (ALL), GSI2 (KEYS_ONLY), LSI1. */
  static final JavaFileObject SHOP =
      source(
          "test.Shop",
          """
          @Table(name = "Shop",
                 gsis = {@GlobalIndex(name = "GSI1"), @GlobalIndex(name = "GSI2", projection = Projection.KEYS_ONLY)},
                 lsis = @LocalIndex(name = "LSI1"))
          public interface Shop {}
          """);

  private Sources() {}

  static JavaFileObject source(String qualifiedName, String body) {
    return JavaFileObjects.forSourceString(qualifiedName, IMPORTS + body);
  }

  /**
   * The entity record {@code test.<name>} of the Shop table: {@code @Entity(table = Shop.class)},
   * then {@code annotations} one a line, then the record with {@code components} as written (line
   * breaks kept, so that a diagnostic's line can be told).
   */
  static JavaFileObject entity(String name, String components, String... annotations) {
    return source(
        "test." + name,
        "@Entity(table = Shop.class)\n"
            + String.join("\n", annotations)
            + "\npublic record "
            + name
            + "("
            + components
            + ") {}\n");
  }

  /** A source file of this repository, such as a sample, read as it is on disk. */
  static JavaFileObject file(String qualifiedName, Path path) {
    try {
      return JavaFileObjects.forSourceString(qualifiedName, Files.readString(path));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static Compilation compile(JavaFileObject... sources) {
    return javac().withProcessors(new SingletableProcessor()).compile(sources);
  }
}
