package dev.singletable.processor.write.report;

import dev.singletable.processor.plan.view.ModelView;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Filer;
import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;
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

  private static final String RESOURCES = "/dev/singletable/processor/write/report/";

  /**
   * The page's scripts, each in a {@code <script>} element of its own, in this order: the data and
   * what it computes, the drawing of the page's parts, the page's state and interactions.
   */
  private static final List<String> SCRIPTS =
      List.of("model-view-model.js", "model-view-draw.js", "model-view.js");

  private final Filer filer;
  private final Messager messager;

  public ModelViewWriter(Filer filer, Messager messager) {
    this.filer = filer;
    this.messager = messager;
  }

  /** Writes the page, or reports an error when the file cannot be written. */
  public void write(ModelView view) {
    try {
      FileObject file =
          filer.createResource(
              StandardLocation.CLASS_OUTPUT,
              "",
              ReportWriter.FOLDER + view.fileName(),
              view.origins().toArray(Element[]::new));
      try (Writer writer = file.openWriter()) {
        writer.write(render(view));
      }
    } catch (IOException e) {
      messager.printMessage(
          Diagnostic.Kind.ERROR,
          "[singletable:write] could not write the model view of "
              + view.table().name()
              + ": "
              + e.getMessage());
    }
  }

  /** The whole page. */
  static String render(ModelView view) {
    StringBuilder scripts = new StringBuilder();
    for (String script : SCRIPTS) {
      scripts.append("<script>\n").append(resource(script)).append("</script>\n");
    }
    Map<String, String> parts =
        Map.of(
            "style", resource("model-view.css"),
            "title", escapeHtml(view.table().name()),
            "model", ModelViewJson.model(view),
            "items", ModelViewJson.items(view.items()),
            "scripts", scripts.toString().stripTrailing());
    // One pass over the template: text put in is never searched for further slots.
    String template = resource("model-view.html");
    StringBuilder page = new StringBuilder(template.length() + 64 * 1024);
    int at = 0;
    for (int open = template.indexOf("{{"); open >= 0; open = template.indexOf("{{", at)) {
      int close = template.indexOf("}}", open);
      page.append(template, at, open).append(parts.get(template.substring(open + 2, close)));
      at = close + 2;
    }
    return page.append(template, at, template.length()).toString();
  }

  private static String resource(String name) {
    try (InputStream in = ModelViewWriter.class.getResourceAsStream(RESOURCES + name)) {
      if (in == null) {
        throw new IllegalStateException(name + " is missing from the jar");
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
