package dev.singletable.processor.plan.view;

import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Finding;
import dev.singletable.processor.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javax.lang.model.element.Element;

/**
 * Plans the visual model of a valid design: synthesises its example items, works out what each
 * access pattern reads and which entity each review finding is about, and renders both as the JSON
 * the page embeds.
 */
public final class ModelViewPlanner {

  private ModelViewPlanner() {}

  /**
   * @param findings the warnings raised while validating and reviewing this table's design
   * @param enumConstants the constants of an enum type, to synthesise enum key components
   */
  public static ModelView plan(
      TableDesign design, List<Finding> findings, Function<TypeName, List<String>> enumConstants) {
    List<Element> origins = new ArrayList<>();
    origins.add(design.table().origin().element());
    design.entities().forEach(entity -> origins.add(entity.origin().element()));
    ExampleValues values = new ExampleValues(design.table().delimiterChar(), enumConstants);
    return new ModelView(
        design.table().name(),
        design.table().type().simpleName() + ".html",
        ModelViewData.model(
            design, findings.stream().map(finding -> reviewFinding(design, finding)).toList()),
        ModelViewData.items(ExampleItems.of(design, values)),
        List.copyOf(origins));
  }

  /** The finding as the page lists it: about the entity whose element encloses it, or the table. */
  static ReviewFinding reviewFinding(TableDesign design, Finding finding) {
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
}
