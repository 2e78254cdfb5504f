package dev.singletable.processor;

import com.google.auto.service.AutoService;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.read.Annotations;
import dev.singletable.processor.read.EmbeddedReader;
import dev.singletable.processor.read.EntityReader;
import dev.singletable.processor.read.PropertiesReader;
import dev.singletable.processor.read.TableReader;
import dev.singletable.processor.read.TypeReader;
import dev.singletable.processor.validate.DesignValidator;
import dev.singletable.processor.validate.Diagnostics;
import dev.singletable.processor.validate.EntityValidator;
import dev.singletable.processor.validate.TableValidator;
import dev.singletable.processor.validate.design.DesignReviewer;
import dev.singletable.processor.write.DesignWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * Generates, for each {@code @Table} interface and its {@code @Entity} types, the key records,
 * schemas, repositories and the {@code XxxDb} entry point. A table whose design has errors is
 * reported in full and not generated; other tables still are. Annotations are never claimed.
 */
@AutoService(Processor.class)
@SupportedAnnotationTypes({"dev.singletable.annotations.Table", "dev.singletable.annotations.Entity"})
public final class SingletableProcessor extends AbstractProcessor {

  private final Set<String> generatedTables = new HashSet<>();

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (round.processingOver()) {
      return false;
    }
    Diagnostics diagnostics = new Diagnostics(processingEnv.getMessager());
    PropertiesReader properties = new PropertiesReader(processingEnv.getTypeUtils());
    TypeReader types = new TypeReader(new EmbeddedReader(properties));
    TableReader tableReader = new TableReader();
    EntityReader entityReader = new EntityReader(properties, types);

    Map<String, TypeElement> tables = new LinkedHashMap<>();
    for (Element element : round.getElementsAnnotatedWith(
        processingEnv.getElementUtils().getTypeElement(Annotations.PACKAGE + ".Table"))) {
      if (element.getKind() != ElementKind.INTERFACE) {
        processingEnv.getMessager().printMessage(Diagnostic.Kind.ERROR,
            "[singletable:table-kind] @Table belongs on an interface (the table is not a class of"
                + " its own); make " + element.getSimpleName() + " an empty interface", element);
        continue;
      }
      TypeElement table = (TypeElement) element;
      tables.put(table.getQualifiedName().toString(), table);
    }
    Map<String, List<TypeElement>> entitiesByTable = new LinkedHashMap<>();
    List<TypeElement> orphans = new ArrayList<>();
    for (Element element : round.getElementsAnnotatedWith(
        processingEnv.getElementUtils().getTypeElement(Annotations.PACKAGE + ".Entity"))) {
      TypeElement entity = (TypeElement) element;
      AnnotationMirror mirror = Annotations.find(entity, "Entity").orElseThrow();
      TypeElement table = Annotations.typeElement(mirror, "table");
      if (table == null || Annotations.find(table, "Table").isEmpty()) {
        orphans.add(entity);
        continue;
      }
      String name = table.getQualifiedName().toString();
      tables.putIfAbsent(name, table);
      entitiesByTable.computeIfAbsent(name, k -> new ArrayList<>()).add(entity);
    }

    EntityValidator entityValidator = new EntityValidator(diagnostics);
    for (TypeElement orphan : orphans) {
      AnnotationMirror mirror = Annotations.find(orphan, "Entity").orElseThrow();
      entityValidator.validate(entityReader.read(orphan, mirror, null), null);
    }
    for (Map.Entry<String, TypeElement> entry : tables.entrySet()) {
      if (!generatedTables.add(entry.getKey())) {
        continue;
      }
      TypeElement tableElement = entry.getValue();
      AnnotationMirror tableMirror = Annotations.find(tableElement, "Table").orElseThrow();
      TableModel table = tableReader.read(tableElement, tableMirror);
      List<EntityModel> entities = new ArrayList<>();
      // Sorted so that generated members and reports do not depend on the compiler's element order.
      List<TypeElement> members = new ArrayList<>(entitiesByTable.getOrDefault(entry.getKey(), List.of()));
      members.sort(java.util.Comparator.comparing(e -> e.getQualifiedName().toString()));
      for (TypeElement entity : members) {
        entities.add(entityReader.read(entity, Annotations.find(entity, "Entity").orElseThrow(), table));
      }
      TableDesign design = new TableDesign(table, List.copyOf(entities));
      int errorsBefore = diagnostics.errorCount();
      new TableValidator(diagnostics).validate(table);
      for (EntityModel entity : entities) {
        entityValidator.validate(entity, table);
      }
      if (diagnostics.errorCount() == errorsBefore) {
        new DesignValidator(diagnostics).validate(design);
      }
      if (diagnostics.errorCount() == errorsBefore) {
        new DesignReviewer(diagnostics, processingEnv.getElementUtils()).review(design);
      }
      if (diagnostics.errorCount() == errorsBefore) {
        new DesignWriter(processingEnv.getFiler(), processingEnv.getMessager()).write(design);
      }
    }
    return false;
  }

}
