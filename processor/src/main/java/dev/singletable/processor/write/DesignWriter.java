package dev.singletable.processor.write;

import com.palantir.javapoet.JavaFile;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.TablePlan;
import dev.singletable.processor.write.report.ReportWriter;
import java.io.IOException;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.tools.Diagnostic;

/**
 * Writes every file of a planned table: per entity its key, schema and repository, then the
 * cross-entity types, the stream's change types (for a table with a stream), the Db and the model
 * report.
 */
public final class DesignWriter {

  private final Filer filer;
  private final Messager messager;

  public DesignWriter(Filer filer, Messager messager) {
    this.filer = filer;
    this.messager = messager;
  }

  public void write(TablePlan design) {
    for (EntityPlan entity : design.entities()) {
      emit(new KeyWriter().write(design, entity));
      emit(new SchemaWriter().write(design, entity));
      emit(new RepositoryWriter().write(design, entity));
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
    emit(new DbWriter().write(design));
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

  private void emit(JavaFile file) {
    try {
      file.writeTo(filer);
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
