package dev.singletable.processor.write;

import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.TablePlan;
import dev.singletable.processor.plan.ViewPlan;
import dev.singletable.processor.write.report.ReportWriter;
import java.io.IOException;
import java.io.Writer;
import java.util.regex.Pattern;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * Writes every file of a planned table: per entity its key, schema and repository (and its
 * asynchronous repository, for a table with the asynchronous face), then the cross-entity types,
 * the stream's change types (for a table with a stream), the Db (and the asynchronous Db and its
 * interface) and the model report.
 */
public final class DesignWriter {

  /** Blanks at the end of a line, with the line break. */
  private static final Pattern TRAILING_BLANKS = Pattern.compile(" +\n");

  private final Filer filer;
  private final Messager messager;

  public DesignWriter(Filer filer, Messager messager) {
    this.filer = filer;
    this.messager = messager;
  }

  public void write(TablePlan design) {
    for (EntityPlan entity : design.entities()) {
      emit(new KeyWriter().write(design, entity));
      new SchemaWriter().write(design, entity).forEach(this::emit);
      emit(new RepositoryWriter().write(design, entity));
      design.types().async().ifPresent(a -> emit(new AsyncRepositoryWriter().write(a, entity)));
      for (ViewPlan view : entity.views()) {
        emit(new ViewWriter().write(entity, view));
      }
    }
    new TransactionWriter(design).files().forEach(this::emit);
    new BatchWriter(design).files().forEach(this::emit);
    design
        .changes()
        .ifPresent(
            changes -> {
              emit(new ChangeTypeWriter().write(design, changes));
              emit(new ChangesWriter(design, changes).write());
            });
    if (!design.converters().isEmpty()) {
      emit(new ConvertersWriter().write(design));
    }
    emit(new DbWriter().write(design));
    design
        .types()
        .async()
        .ifPresent(
            async -> {
              emit(new AsyncInterfaceWriter().write(design, async));
              emit(new AsyncDbWriter().write(design, async));
            });
    try {
      new ReportWriter(filer).write(design);
    } catch (IOException e) {
      messager.printMessage(
          Diagnostic.Kind.ERROR,
          "[singletable:write] could not write the model report of "
              + design.table().name()
              + ": "
              + e.getMessage());
    }
  }

  /**
   * Writes the file as JavaPoet renders it, with its Javadoc wrapped ({@link JavadocWrap}) and no
   * blank at the end of a line (JavaPoet leaves the one of {@code " = "} when it wraps after it).
   */
  private void emit(JavaFile file) {
    TypeSpec type = file.typeSpec();
    String name =
        file.packageName().isEmpty() ? type.name() : file.packageName() + "." + type.name();
    try {
      JavaFileObject source =
          filer.createSourceFile(name, type.originatingElements().toArray(Element[]::new));
      try (Writer writer = source.openWriter()) {
        writer.write(TRAILING_BLANKS.matcher(JavadocWrap.wrap(file.toString())).replaceAll("\n"));
      }
    } catch (IOException e) {
      messager.printMessage(
          Diagnostic.Kind.ERROR,
          "[singletable:write] could not write "
              + file.packageName()
              + "."
              + file.typeSpec().name()
              + ": "
              + e.getMessage());
    }
  }
}
