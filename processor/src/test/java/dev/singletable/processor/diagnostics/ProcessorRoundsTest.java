package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.SingletableProcessor;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * An entity may use a type that another processor generates: its table is put off until the round
 * in which the type exists, instead of being reported as unsupported.
 */
class ProcessorRoundsTest {

  /** Generates {@code test.Money} in the first round, as processors such as Immutables do. */
  static final class MoneyProcessor extends AbstractProcessor {
    private boolean done;

    @Override
    public Set<String> getSupportedAnnotationTypes() {
      return Set.of("*");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
      return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
      if (!done) {
        done = true;
        try (Writer writer = processingEnv.getFiler().createSourceFile("test.Money").openWriter()) {
          writer.write(
              "package test; public record Money(java.math.BigDecimal amount, String currency) {}");
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      return false;
    }
  }

  @Test
  void anEntityUsingATypeGeneratedByAnotherProcessorIsProcessedOnceTheTypeExists() {
    JavaFileObject invoice =
        source(
            "test.Invoice",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "INVOICE#{id}", sk = "INVOICE")
            public record Invoice(String id, Money total, java.util.List<Money> lines) {}
            """);
    Compilation compilation =
        javac()
            .withProcessors(new SingletableProcessor(), new MoneyProcessor())
            .compile(SHOP, invoice);
    assertThat(compilation).succeeded();
    assertThat(compilation)
        .generatedSourceFile("test.InvoiceSchema")
        .contentsAsUtf8String()
        .contains("static final class MoneyCodec implements Codec.Fields<Money>");
  }
}
