package dev.singletable.processor.write.report;

import dev.singletable.processor.plan.TablePlan;
import java.io.IOException;
import java.io.Writer;
import java.util.Comparator;
import java.util.List;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Writes {@code META-INF/singletable/tables.index}: one line per table compiled together, its
 * logical name ({@code @Table(name)}), the binary names of its {@code XxxDb} and, for a table with
 * the asynchronous face ({@code @Table(async = true)}), of its {@code XxxAsyncDb}, separated by
 * spaces. Frameworks (the Spring Boot starter) read it to open every table of an application
 * without scanning the class path; each jar holds the index of its own tables.
 */
public final class TableIndexWriter {

  /** The index, relative to the class output. */
  public static final String INDEX = ReportWriter.FOLDER + "tables.index";

  private final Filer filer;

  public TableIndexWriter(Filer filer) {
    this.filer = filer;
  }

  /**
   * Writes the index of the planned {@code tables} (once per compilation: the filer refuses a
   * second one), with the generated type names the plans decided.
   */
  public void write(List<TablePlan> tables, List<Element> origins) throws IOException {
    StringBuilder index =
        new StringBuilder(
            "# Singletable tables: logical name, XxxDb and XxxAsyncDb if async (generated; do not"
                + " edit)\n");
    tables.stream()
        .sorted(
            Comparator.comparing((TablePlan plan) -> plan.table().name())
                .thenComparing(plan -> plan.table().type().canonicalName()))
        .forEach(
            plan -> {
              index
                  .append(plan.table().name())
                  .append(' ')
                  .append(plan.types().db().reflectionName());
              plan.types()
                  .async()
                  .ifPresent(async -> index.append(' ').append(async.db().reflectionName()));
              index.append('\n');
            });
    FileObject file =
        filer.createResource(
            StandardLocation.CLASS_OUTPUT, "", INDEX, origins.toArray(Element[]::new));
    try (Writer writer = file.openWriter()) {
      writer.write(index.toString());
    }
  }
}
