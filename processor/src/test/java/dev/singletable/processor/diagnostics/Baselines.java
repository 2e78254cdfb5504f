package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.SingletableProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * Design baselines as a user keeps them: the records a compile of the accepted design wrote, copied
 * into a folder, and compiles of a later design against that folder.
 */
final class Baselines {

  private Baselines() {}

  /** A fresh baseline folder holding the design records the processor writes for {@code v1}. */
  static Path accepted(JavaFileObject... v1) {
    Compilation compilation = Sources.compile(v1);
    assertThat(compilation).succeeded();
    try {
      Path folder = Files.createTempDirectory("singletable-baseline");
      for (JavaFileObject file : compilation.generatedFiles()) {
        String path = file.toUri().getPath();
        if (path.endsWith(".design.json")) {
          Path target = folder.resolve(path.substring(path.lastIndexOf('/') + 1));
          Files.writeString(target, file.getCharContent(true));
        }
      }
      return folder;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Compiles {@code v2} with {@code -Asingletable.baseline=folder}. */
  static Compilation against(Path folder, JavaFileObject... v2) {
    return javac()
        .withProcessors(new SingletableProcessor())
        .withOptions("-Asingletable.baseline=" + folder)
        .compile(v2);
  }

  /** The text of the design record a compile wrote for the table interface {@code simpleName}. */
  static String record(Compilation compilation, String simpleName) {
    try {
      return compilation
          .generatedFile(
              StandardLocation.CLASS_OUTPUT, "META-INF/singletable/" + simpleName + ".design.json")
          .orElseThrow(() -> new AssertionError("no design record of " + simpleName))
          .getCharContent(true)
          .toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The first error of the design review {@code id}: its message. */
  static String error(Compilation compilation, String id) {
    return compilation.diagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR)
        .map(d -> d.getMessage(null))
        .filter(text -> text.startsWith("[singletable:" + id + "]"))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + id + " in " + compilation.diagnostics()));
  }

  /** The path of the table's record in a baseline folder, as the messages name it. */
  static String file(Path folder, String simpleName) {
    return folder.resolve(simpleName + ".design.json").toString();
  }
}
