package dev.singletable.processor.write.report;

import dev.singletable.processor.plan.TablePlan;
import java.io.IOException;
import java.io.Writer;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Writes {@code META-INF/singletable/<Table>.md} and {@code .json} into the class output, so that
 * the report ships in the jar and can be read with {@code getResource}.
 */
public final class ReportWriter {

  /** Where the reports go, relative to the class output. */
  public static final String FOLDER = "META-INF/singletable/";

  private final Filer filer;

  public ReportWriter(Filer filer) {
    this.filer = filer;
  }

  public void write(TablePlan design) throws IOException {
    ReportModel report = ReportModel.of(design);
    Element[] elements = design.origins().toArray(Element[]::new);
    String base = FOLDER + design.table().type().simpleName();
    write(base + ".md", MarkdownReport.render(report), elements);
    write(base + ".json", JsonReport.render(report), elements);
  }

  private void write(String name, String content, Element[] origins) throws IOException {
    FileObject file = filer.createResource(StandardLocation.CLASS_OUTPUT, "", name, origins);
    try (Writer writer = file.openWriter()) {
      writer.write(content);
    }
  }
}
