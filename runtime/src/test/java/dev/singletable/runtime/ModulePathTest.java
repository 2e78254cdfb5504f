package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The runtime as a module (the other tests run it on the class path, as most applications do): what
 * it exports, and an application module on the module path that compiles against its public API,
 * the SDK types its signatures use and the generated-code contract, but not its engine.
 */
class ModulePathTest {

  private static final String MODULE = "module shop.app { requires dev.singletable.runtime; }";

  private static Path runtimeClasses() throws URISyntaxException {
    return Path.of(TableHandle.class.getProtectionDomain().getCodeSource().getLocation().toURI());
  }

  @Test
  void theModuleExportsThePublicApiAndTheGeneratedCodeContractAndTheEngineOnlyToTheTools()
      throws Exception {
    ModuleDescriptor descriptor =
        ModuleFinder.of(runtimeClasses())
            .find("dev.singletable.runtime")
            .orElseThrow()
            .descriptor();
    assertThat(descriptor.name()).isEqualTo("dev.singletable.runtime");
    assertThat(descriptor.exports())
        .filteredOn(export -> !export.isQualified())
        .extracting(ModuleDescriptor.Exports::source)
        .containsExactlyInAnyOrder(
            "dev.singletable.runtime",
            "dev.singletable.runtime.expression",
            "dev.singletable.runtime.failure",
            "dev.singletable.runtime.observe",
            "dev.singletable.runtime.stream",
            "dev.singletable.runtime.internal");
    // The engine, to the stream poller's and the migration jobs' modules alone.
    assertThat(descriptor.exports())
        .filteredOn(ModuleDescriptor.Exports::isQualified)
        .extracting(export -> export.source() + " to " + new java.util.TreeSet<>(export.targets()))
        .containsExactlyInAnyOrder(
            "dev.singletable.runtime.internal.op to [dev.singletable.migrations,"
                + " dev.singletable.tools]",
            "dev.singletable.runtime.internal.call to [dev.singletable.migrations,"
                + " dev.singletable.tools]");
    assertThat(descriptor.packages())
        .contains("dev.singletable.runtime.internal.op", "dev.singletable.runtime.internal.call");
  }

  @Test
  void anApplicationModuleCompilesAgainstTheExportsAndTheSdkTheyUse(@TempDir Path folder)
      throws Exception {
    String errors =
        compile(
            folder,
            """
            package shop.app;

            import dev.singletable.runtime.DbOptions;
            import dev.singletable.runtime.TableHandle;
            import dev.singletable.runtime.TableLayout;
            import dev.singletable.runtime.internal.KeyEncoding;
            import software.amazon.awssdk.core.SdkBytes;
            import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

            public final class App {
              static TableHandle table(DynamoDbClient client, TableLayout layout) {
                return TableHandle.of(client, layout, DbOptions.builder().build());
              }

              static Class<?> generatedCodeContract(SdkBytes bytes) {
                return KeyEncoding.class;
              }
            }
            """);
    assertThat(errors).isEmpty();
  }

  @Test
  void theEngineIsOutOfReachOfAnApplicationModule(@TempDir Path folder) throws Exception {
    String errors =
        compile(
            folder,
            """
            package shop.app;

            public final class App {
              Object context = dev.singletable.runtime.internal.op.TableContext.class;
              Object caller = dev.singletable.runtime.internal.call.SyncCaller.class;
            }
            """);
    assertThat(errors)
        .contains(
            "package dev.singletable.runtime.internal.op is declared in module"
                + " dev.singletable.runtime, which does not export it")
        .contains(
            "package dev.singletable.runtime.internal.call is declared in module"
                + " dev.singletable.runtime, which does not export it");
  }

  /** Compiles the module {@code shop.app} of one class; javac's errors, empty when it compiled. */
  private static String compile(Path folder, String app) throws Exception {
    Path sources = Files.createDirectories(folder.resolve("src/shop/app"));
    Files.writeString(folder.resolve("src/module-info.java"), MODULE);
    Files.writeString(sources.resolve("App.java"), app);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, null)) {
      javac
          .getTask(
              null,
              files,
              diagnostics,
              List.of(
                  "--module-path",
                  modulePath(),
                  "--class-path",
                  Files.createDirectories(folder.resolve("nothing")).toString(),
                  "-d",
                  folder.resolve("classes").toString()),
              null,
              files.getJavaFileObjects(
                  folder.resolve("src/module-info.java"), sources.resolve("App.java")))
          .call();
    }
    return diagnostics.getDiagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
        .map(d -> d.getMessage(Locale.ROOT))
        .collect(Collectors.joining("\n"));
  }

  /** The runtime's classes and the AWS SDK jars (with what they need) of the test class path. */
  private static String modulePath() throws URISyntaxException, IOException {
    List<String> path = new ArrayList<>();
    path.add(runtimeClasses().toString());
    try (Stream<String> entries =
        Stream.of(System.getProperty("java.class.path").split(File.pathSeparator))) {
      entries
          .filter(
              entry ->
                  entry.contains("/software/amazon/awssdk/")
                      || entry.contains("/org/reactivestreams/")
                      || entry.contains("/org/slf4j/"))
          .forEach(path::add);
    }
    return String.join(File.pathSeparator, path);
  }
}
