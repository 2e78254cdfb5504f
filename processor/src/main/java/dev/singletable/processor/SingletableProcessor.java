package dev.singletable.processor;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Finding;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.record.DesignRecord;
import dev.singletable.processor.model.record.DesignRecords;
import dev.singletable.processor.plan.MigrationJobPlan;
import dev.singletable.processor.plan.Planner;
import dev.singletable.processor.plan.TablePlan;
import dev.singletable.processor.plan.view.ModelViewPlanner;
import dev.singletable.processor.read.ConverterReader;
import dev.singletable.processor.read.DesignRecordReader;
import dev.singletable.processor.read.EmbeddedReader;
import dev.singletable.processor.read.EntityReader;
import dev.singletable.processor.read.MigrationReader;
import dev.singletable.processor.read.PatternReader;
import dev.singletable.processor.read.PropertiesReader;
import dev.singletable.processor.read.ShapeReader;
import dev.singletable.processor.read.TableReader;
import dev.singletable.processor.read.TypeReader;
import dev.singletable.processor.validate.BaselineReview;
import dev.singletable.processor.validate.Diagnostics;
import dev.singletable.processor.validate.EntityValidator;
import dev.singletable.processor.validate.ModuleMessage;
import dev.singletable.processor.validate.ShapeValidator;
import dev.singletable.processor.validate.TableChecks;
import dev.singletable.processor.validate.design.PatternReview;
import dev.singletable.processor.write.DesignWriter;
import dev.singletable.processor.write.report.DesignRecordWriter;
import dev.singletable.processor.write.report.ModelViewWriter;
import dev.singletable.processor.write.report.TableIndexWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.annotation.processing.SupportedAnnotationTypes;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.tools.Diagnostic;

/**
 * Generates, for each {@code @Table} interface and its {@code @Entity} types, the key records,
 * schemas, repositories and the {@code XxxDb} entry point. A table whose design has errors is
 * reported in full and not generated; other tables still are. Annotations are never claimed.
 */
@AutoService(Processor.class)
@SupportedAnnotationTypes({
  "dev.singletable.annotations.Table",
  "dev.singletable.annotations.Entity",
  "dev.singletable.annotations.FormerShape"
})
public final class SingletableProcessor extends AbstractProcessor {

  /**
   * The processor option naming a folder of accepted design records ({@code <Table>.design.json},
   * copied from {@code META-INF/singletable/}): a change that would orphan or misread the items
   * stored under the accepted design is then a compile error (docs/evolution.md).
   */
  public static final String BASELINE_OPTION = "singletable.baseline";

  private final Set<String> generatedTables = new HashSet<>();

  /** Whether singletable-migrations is on the class path; looked up once per compilation. */
  private Boolean migrationsModule;

  /** The tables written without error, for the index written in the last round. */
  private final List<TablePlan> indexed = new ArrayList<>();

  private final List<Element> indexOrigins = new ArrayList<>();

  /** The {@code @FormerShape} records of the compile that belong to an entity. */
  private final List<TypeElement> formerShapes = new ArrayList<>();

  /** Tables put off to a later round, with their entities, by qualified name. */
  private final Map<String, Set<String>> deferred = new LinkedHashMap<>();

  @Override
  public Set<String> getSupportedOptions() {
    return Set.of(BASELINE_OPTION);
  }

  @Override
  public SourceVersion getSupportedSourceVersion() {
    return SourceVersion.latestSupported();
  }

  @Override
  public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
    if (annotations.isEmpty() && deferred.isEmpty()) {
      // No @Table or @Entity in this round's sources (such as the round that reads the sources
      // written here) and no table put off: spare javac two scans of every element of the round.
      if (round.processingOver()) {
        writeIndex();
      }
      return false;
    }
    Diagnostics diagnostics = new Diagnostics(processingEnv.getMessager(), migrationsModule());
    Map<String, List<TypeElement>> tables = collect(round, diagnostics);
    boolean last = round.processingOver();
    for (Map.Entry<String, List<TypeElement>> entry : tables.entrySet()) {
      if (!last && refersToMissingTypes(entry.getValue())) {
        // Another processor may generate those types in this round: try again in the next one.
        deferred.put(entry.getKey(), names(entry.getValue()));
        continue;
      }
      deferred.remove(entry.getKey());
      if (generatedTables.add(entry.getKey())) {
        processTable(
            processingEnv.getElementUtils().getTypeElement(entry.getKey()),
            entry.getValue(),
            diagnostics);
      }
    }
    if (last) {
      writeIndex();
    }
    return false;
  }

  /**
   * Writes the index of the tables written, in the last round (which has no sources of its own).
   */
  private void writeIndex() {
    if (indexed.isEmpty()) {
      return;
    }
    try {
      new TableIndexWriter(processingEnv.getFiler()).write(indexed, indexOrigins);
    } catch (IOException e) {
      processingEnv
          .getMessager()
          .printMessage(
              Diagnostic.Kind.ERROR,
              "could not write " + TableIndexWriter.INDEX + ": " + e.getMessage());
    }
    indexed.clear();
  }

  /**
   * The tables to process this round with their entities (sorted by name, so that generated code
   * and reports do not depend on the compiler's element order), including tables deferred from
   * earlier rounds. Entities pointing at a type without {@code @Table} are reported here.
   */
  private Map<String, List<TypeElement>> collect(RoundEnvironment round, Diagnostics diagnostics) {
    Map<String, Set<String>> members = new LinkedHashMap<>();
    deferred.forEach((table, entities) -> members.put(table, new TreeSet<>(entities)));
    for (Element element :
        round.getElementsAnnotatedWith(
            processingEnv.getElementUtils().getTypeElement(Annotations.PACKAGE + ".Table"))) {
      if (element.getKind() != ElementKind.INTERFACE) {
        processingEnv
            .getMessager()
            .printMessage(
                Diagnostic.Kind.ERROR,
                "[singletable:table-kind] @Table belongs on an interface (the table is not a class"
                    + " of its own); make "
                    + element.getSimpleName()
                    + " an interface",
                element);
        continue;
      }
      members.computeIfAbsent(
          ((TypeElement) element).getQualifiedName().toString(), k -> new TreeSet<>());
    }
    formerShapes(round, diagnostics);
    PropertiesReader properties = new PropertiesReader(processingEnv.getTypeUtils());
    EntityReader entityReader =
        new EntityReader(properties, new TypeReader(new EmbeddedReader(properties)));
    for (Element element :
        round.getElementsAnnotatedWith(
            processingEnv.getElementUtils().getTypeElement(Annotations.PACKAGE + ".Entity"))) {
      TypeElement entity = (TypeElement) element;
      AnnotationMirror mirror = Annotations.find(entity, "Entity").orElseThrow();
      TypeElement table = Annotations.typeElement(mirror, "table");
      if (table == null || Annotations.find(table, "Table").isEmpty()) {
        new EntityValidator(diagnostics).validate(entityReader.read(entity, mirror, null), null);
        continue;
      }
      members
          .computeIfAbsent(table.getQualifiedName().toString(), k -> new TreeSet<>())
          .add(entity.getQualifiedName().toString());
    }
    Map<String, List<TypeElement>> tables = new LinkedHashMap<>();
    members.forEach(
        (table, entities) ->
            tables.put(
                table,
                entities.stream()
                    .map(name -> processingEnv.getElementUtils().getTypeElement(name))
                    .toList()));
    return tables;
  }

  /**
   * Keeps the round's {@code @FormerShape} records for the tables of their entities, and reports
   * those that belong to no entity.
   */
  private void formerShapes(RoundEnvironment round, Diagnostics diagnostics) {
    TypeElement annotation =
        processingEnv.getElementUtils().getTypeElement(Annotations.PACKAGE + ".FormerShape");
    if (annotation == null) {
      return;
    }
    for (Element element : round.getElementsAnnotatedWith(annotation)) {
      if (element instanceof TypeElement record) {
        if (ShapeReader.entityOf(record) == null) {
          ShapeValidator.untied(diagnostics, record);
        } else {
          formerShapes.add(record);
        }
      }
    }
  }

  /** Read, validate, review, plan and write one table; any error stops before planning. */
  private void processTable(
      TypeElement tableElement, List<TypeElement> members, Diagnostics diagnostics) {
    AnnotationMirror tableMirror = Annotations.find(tableElement, "Table").orElseThrow();
    TableModel table = new TableReader().read(tableElement, tableMirror);
    table =
        table.withConverters(
            new ConverterReader(processingEnv.getTypeUtils())
                .read(table, tableElement, tableMirror));
    PropertiesReader properties = new PropertiesReader(processingEnv.getTypeUtils());
    EntityReader entityReader =
        new EntityReader(
            properties, new TypeReader(new EmbeddedReader(properties), table.converters()));
    List<EntityModel> entities = new ArrayList<>();
    for (TypeElement entity : members) {
      entities.add(
          entityReader.read(entity, Annotations.find(entity, "Entity").orElseThrow(), table));
    }
    TableDesign design =
        new TableDesign(
            table,
            entities,
            new PatternReader().read(tableElement),
            new MigrationReader().read(table, entities),
            new ShapeReader().read(entities, formerShapes, entityReader));
    int errorsBefore = diagnostics.errorCount();
    int findingsBefore = diagnostics.findings().size();
    if (!new TableChecks(diagnostics, processingEnv.getElementUtils())
        .check(design, tableElement)) {
      return;
    }
    if (diagnostics.errorCount() == errorsBefore) {
      new PatternReview(diagnostics, processingEnv.getElementUtils()).review(design);
    }
    if (diagnostics.errorCount() == errorsBefore) {
      remember(design, tableElement, members, diagnostics);
    }
    if (diagnostics.errorCount() == errorsBefore) {
      TablePlan plan = Planner.plan(design, migrationsModule());
      noteMissingModules(plan, tableElement, diagnostics);
      new DesignWriter(processingEnv.getFiler(), processingEnv.getMessager()).write(plan);
      indexed.add(plan);
      indexOrigins.add(tableElement);
      List<Finding> findings = diagnostics.findings();
      new ModelViewWriter(processingEnv.getFiler(), processingEnv.getMessager())
          .write(
              ModelViewPlanner.plan(
                  design, findings.subList(findingsBefore, findings.size()), this::enumConstants));
    }
  }

  /**
   * Whether {@code singletable-migrations} is on the compilation's class path: {@code
   * ShopDb.migrations()} returns its types.
   */
  private boolean migrationsModule() {
    if (migrationsModule == null) {
      migrationsModule =
          processingEnv
                  .getElementUtils()
                  .getTypeElement(MigrationJobPlan.MIGRATIONS.canonicalName())
              != null;
    }
    return migrationsModule;
  }

  /**
   * A note on the table interface when it declares changes whose jobs its Db has no {@code
   * migrations()} to run, naming the jobs and the dependency to add.
   */
  private static void noteMissingModules(
      TablePlan plan, TypeElement tableElement, Diagnostics diagnostics) {
    List<MigrationJobPlan> jobs = plan.jobsWithoutModule();
    if (!jobs.isEmpty()) {
      diagnostics.note(
          Origin.of(tableElement),
          ModuleMessage.MIGRATIONS_MODULE,
          plan.types().db().simpleName(),
          plan.table().name(),
          String.join(", ", jobs.stream().map(MigrationJobPlan::name).toList()),
          MigrationJobPlan.PACKAGE);
    }
  }

  /**
   * Writes the design record of a valid design, then compares it with the accepted one when the
   * {@value #BASELINE_OPTION} option names a folder. The record is written first, so that a design
   * whose changes the comparison refuses still leaves the record to accept once the stored items
   * are migrated.
   */
  private void remember(
      TableDesign design,
      TypeElement tableElement,
      List<TypeElement> members,
      Diagnostics diagnostics) {
    DesignRecord record = new DesignRecords(this::enumConstants).of(design);
    List<Element> origins = new ArrayList<>();
    origins.add(tableElement);
    origins.addAll(members);
    String simpleName = design.table().type().simpleName();
    new DesignRecordWriter(processingEnv.getFiler(), processingEnv.getMessager())
        .write(record, simpleName, origins);
    String folder = processingEnv.getOptions().get(BASELINE_OPTION);
    if (folder != null) {
      new BaselineReview(diagnostics)
          .review(design, record, new DesignRecordReader().read(Path.of(folder), simpleName));
    }
  }

  /** The constants of an enum type (none for other types), for the model view's examples. */
  private List<String> enumConstants(TypeName type) {
    TypeName bare = type.withoutAnnotations();
    TypeElement element =
        bare instanceof ClassName name
            ? processingEnv.getElementUtils().getTypeElement(name.canonicalName())
            : null;
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

  /** Whether a member of an entity has a type the compiler cannot resolve yet. */
  private static boolean refersToMissingTypes(List<TypeElement> entities) {
    for (TypeElement entity : entities) {
      for (Element member : entity.getEnclosedElements()) {
        if ((member.getKind() == ElementKind.FIELD
                || member.getKind() == ElementKind.RECORD_COMPONENT)
            && containsError(member.asType())) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean containsError(TypeMirror type) {
    if (type.getKind() == TypeKind.ERROR) {
      return true;
    }
    if (type instanceof DeclaredType declared) {
      return declared.getTypeArguments().stream().anyMatch(SingletableProcessor::containsError);
    }
    return false;
  }

  private static Set<String> names(List<TypeElement> entities) {
    Set<String> names = new TreeSet<>();
    entities.forEach(entity -> names.add(entity.getQualifiedName().toString()));
    return names;
  }
}
