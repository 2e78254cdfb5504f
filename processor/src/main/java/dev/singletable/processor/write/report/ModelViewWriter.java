package dev.singletable.processor.write.report;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.validate.Finding;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.tools.Diagnostic;
import javax.tools.FileObject;
import javax.tools.StandardLocation;

/**
 * Writes {@code META-INF/singletable/<Table>.html}, the visual model: one self-contained page (its
 * style, script and data inline, nothing fetched) drawing the table's partitions and each index's
 * with example items, the access patterns and what each reads, and the design review's findings.
 */
public final class ModelViewWriter {

  /**
   * The id of the {@code <script type="application/json">} element holding the items; the runtime's
   * snapshot replaces its content with a live table's items.
   */
  public static final String ITEMS_ELEMENT_ID = "singletable-items";

  private static final String RESOURCES = "/dev/singletable/processor/write/report/model-view.";

  private final Filer filer;
  private final Messager messager;
  private final Elements elements;

  /**
   * @param elements to read the constants of enum key components
   */
  public ModelViewWriter(Filer filer, Messager messager, Elements elements) {
    this.filer = filer;
    this.messager = messager;
    this.elements = elements;
  }

  /**
   * Writes the page, or reports an error when the file cannot be written.
   *
   * @param findings the warnings raised while validating and reviewing this table's design
   */
  public void write(TableDesign design, List<Finding> findings) {
    try {
      writePage(design, findings);
    } catch (IOException e) {
      messager.printMessage(
          Diagnostic.Kind.ERROR,
          "[singletable:write] could not write the model view of "
              + design.table().name()
              + ": "
              + e.getMessage());
    }
  }

  private void writePage(TableDesign design, List<Finding> findings) throws IOException {
    List<Element> origins = new ArrayList<>();
    origins.add(design.table().origin().element());
    design.entities().forEach(entity -> origins.add(entity.origin().element()));
    String name = ReportWriter.FOLDER + design.table().type().simpleName() + ".html";
    FileObject file =
        filer.createResource(
            StandardLocation.CLASS_OUTPUT, "", name, origins.toArray(Element[]::new));
    try (Writer writer = file.openWriter()) {
      writer.write(
          render(
              design,
              findings.stream().map(finding -> reviewFinding(design, finding)).toList(),
              new ExampleValues(design.table().delimiterChar(), this::enumConstants)));
    }
  }

  /** The whole page. */
  static String render(TableDesign design, List<ReviewFinding> findings, ExampleValues values) {
    Map<String, String> parts =
        Map.of(
            "style", resource("css"),
            "title", escapeHtml(design.table().name()),
            "model", ModelViewData.model(design, findings),
            "items", ModelViewData.items(ExampleItems.of(design, values)),
            "script", resource("js"));
    // One pass over the template: text put in is never searched for further slots.
    String template = resource("html");
    StringBuilder page = new StringBuilder(template.length() + 64 * 1024);
    int at = 0;
    for (int open = template.indexOf("{{"); open >= 0; open = template.indexOf("{{", at)) {
      int close = template.indexOf("}}", open);
      page.append(template, at, open).append(parts.get(template.substring(open + 2, close)));
      at = close + 2;
    }
    return page.append(template, at, template.length()).toString();
  }

  private static ReviewFinding reviewFinding(TableDesign design, Finding finding) {
    for (Element e = finding.element(); e != null; e = e.getEnclosingElement()) {
      for (EntityModel entity : design.entities()) {
        if (e.equals(entity.origin().element())) {
          return new ReviewFinding(
              finding.id(), entity.simpleName(), finding.text(), finding.suppressed());
        }
      }
    }
    return new ReviewFinding(
        finding.id(), design.table().name(), finding.text(), finding.suppressed());
  }

  private List<String> enumConstants(TypeName type) {
    TypeName bare = type.withoutAnnotations();
    TypeElement element =
        bare instanceof ClassName name ? elements.getTypeElement(name.canonicalName()) : null;
    List<String> constants = new ArrayList<>();
    if (element != null) {
      for (Element member : element.getEnclosedElements()) {
        if (member.getKind() == ElementKind.ENUM_CONSTANT) {
          constants.add(member.getSimpleName().toString());
        }
      }
    }
    return constants;
  }

  private static String resource(String extension) {
    try (InputStream in = ModelViewWriter.class.getResourceAsStream(RESOURCES + extension)) {
      if (in == null) {
        throw new IllegalStateException("model-view." + extension + " is missing from the jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String escapeHtml(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
  }
}
