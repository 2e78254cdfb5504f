package dev.singletable.processor.plan.view;

import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Finding;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.NativeKeys;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.AttributeDescriptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.lang.model.element.Element;

/**
 * Plans the visual model of a valid design: the design as the page draws it, its example items,
 * what each access pattern reads and which entity each review finding is about, all as data.
 */
public final class ModelViewPlanner {

  private ModelViewPlanner() {}

  /**
   * @param findings the warnings raised while validating and reviewing this table's design
   * @param enumConstants the constants of an enum type, to synthesise enum key components
   */
  public static ModelView plan(
      TableDesign design, List<Finding> findings, Function<TypeName, List<String>> enumConstants) {
    TableModel table = design.table();
    List<Element> origins = new ArrayList<>();
    origins.add(table.origin().element());
    design.entities().forEach(entity -> origins.add(entity.origin().element()));
    ExampleValues values = new ExampleValues(table.delimiterChar(), enumConstants);
    return new ModelView(
        table.type().simpleName() + ".html",
        origins,
        new ModelView.Table(
            table.name(),
            table.type().canonicalName(),
            table.partitionKey(),
            table.sortKey(),
            table.entityTypeAttribute(),
            table.delimiter()),
        indexes(design),
        design.entities().stream().map(entity -> entity(design, entity)).toList(),
        ViewPattern.of(design),
        findings.stream().map(finding -> reviewFinding(design, finding)).toList(),
        ExampleItems.of(design, values));
  }

  /** The indexes keyed by synthetic attributes, then the native ones. */
  private static List<ModelView.Index> indexes(TableDesign design) {
    List<ModelView.Index> indexes = new ArrayList<>();
    for (IndexModel index : design.table().indexes()) {
      indexes.add(index(index, List.of(), List.of(), List.of(), false));
    }
    Map<String, String> types = NativeKeys.keyTypes(design);
    for (IndexModel index : design.table().nativeIndexes()) {
      indexes.add(
          index(
              index,
              index.partitionKeys().stream()
                  .map(name -> new ModelView.KeyAttribute(name, types.get(name)))
                  .toList(),
              index.sortKeys().stream()
                  .map(name -> new ModelView.KeyAttribute(name, types.get(name)))
                  .toList(),
              NativeKeys.members(design, index).stream().map(EntityModel::simpleName).toList(),
              NativeKeys.mixed(design, index)));
    }
    return indexes;
  }

  private static ModelView.Index index(
      IndexModel index,
      List<ModelView.KeyAttribute> partitionKeys,
      List<ModelView.KeyAttribute> sortKeys,
      List<String> members,
      boolean mixed) {
    return new ModelView.Index(
        index.name(),
        index.isGlobal() ? "global" : "local",
        index.partitionKey(),
        index.sortKey(),
        index.projection().name(),
        index.include(),
        partitionKeys,
        sortKeys,
        members,
        mixed);
  }

  private static ModelView.Entity entity(TableDesign design, EntityModel entity) {
    List<ModelView.Key> keys = new ArrayList<>();
    for (KeyUse use : entity.keyUses()) {
      keys.add(
          new ModelView.Key(
              use.indexName(),
              use.partitionKey().source(),
              use.sortKey() == null ? null : use.sortKey().source()));
    }
    for (IndexModel index : design.table().nativeIndexes()) {
      if (NativeKeys.member(design.table(), entity, index)) {
        // Its own attributes, as stored: nothing fills the index.
        keys.add(new ModelView.Key(index.name(), index.partitionKey(), index.sortKey()));
      }
    }
    List<ModelView.Attribute> attributes = new ArrayList<>();
    for (AttributeModel attribute : entity.storedAttributes()) {
      attributes.add(
          new ModelView.Attribute(
              attribute.name(),
              attribute.storedName(),
              AttributeDescriptions.storedType(attribute),
              AttributeDescriptions.javaType(attribute),
              AttributeDescriptions.roles(
                  attribute,
                  entity.derivation(attribute.name()).map(AttributeDescriptions::derivedBy))));
    }
    return new ModelView.Entity(
        entity.simpleName(), entity.typeName(), entity.type().canonicalName(), keys, attributes);
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
