package dev.singletable.processor.architecture;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import dev.singletable.processor.SingletableProcessor;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Construction;
import dev.singletable.processor.model.Conversion;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.TableSettingsModel;
import dev.singletable.processor.model.ValueType;
import dev.singletable.processor.model.record.DesignRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The processor's stages depend one way: read, validate and plan on the model only; write on the
 * plan and a few model value types, never on read or validate; the model on no stage; nothing on
 * the entry class, which alone wires the stages together.
 */
@AnalyzeClasses(
    packages = "dev.singletable.processor",
    importOptions = ImportOption.DoNotIncludeTests.class)
class StageDependencyTest {

  private static final String PROCESSOR = "dev.singletable.processor..";
  private static final String MODEL = "dev.singletable.processor.model..";
  private static final String READ = "dev.singletable.processor.read..";
  private static final String VALIDATE = "dev.singletable.processor.validate..";
  private static final String PLAN = "dev.singletable.processor.plan..";
  private static final String WRITE = "dev.singletable.processor.write..";

  /** The model types writers may render directly: declared facts, no look-ups or names. */
  private static final List<Class<?>> MODEL_VALUE_TYPES =
      List.of(
          AttributeModel.class,
          Construction.class,
          Conversion.class,
          IndexModel.class,
          Role.class,
          ScalarKind.class,
          TableModel.class,
          TableSettingsModel.class,
          ValueType.class,
          // The design record is derived data written as it is, like the report's facts.
          DesignRecord.class);

  @ArchTest static final ArchRule readUsesOnlyTheModel = onlyOwnPackageAnd(READ, MODEL);

  @ArchTest static final ArchRule validateUsesOnlyTheModel = onlyOwnPackageAnd(VALIDATE, MODEL);

  @ArchTest static final ArchRule planUsesOnlyTheModel = onlyOwnPackageAnd(PLAN, MODEL);

  @ArchTest static final ArchRule modelUsesNoStage = onlyOwnPackageAnd(MODEL);

  @ArchTest
  static final ArchRule writeRendersThePlanAndModelValuesOnly =
      classes()
          .that()
          .resideInAPackage(WRITE)
          .should()
          .onlyDependOnClassesThat(
              resideOutsideOfPackage(PROCESSOR)
                  .or(resideInAnyPackage(WRITE, PLAN))
                  .or(modelValueType()))
          .because("writers render a plan; names and decisions come from the plan stage");

  @ArchTest
  static final ArchRule nothingUsesTheEntryClass =
      noClasses()
          .that()
          .doNotBelongToAnyOf(SingletableProcessor.class)
          .should()
          .dependOnClassesThat()
          .belongToAnyOf(SingletableProcessor.class);

  /** Every stage package says what lives there. */
  @Test
  void everyStagePackageHasPackageDocumentation() {
    Path root = Path.of("src", "main", "java", "dev", "singletable", "processor");
    for (String stage :
        List.of(
            "",
            "model",
            "model/record",
            "read",
            "validate",
            "validate/design",
            "plan",
            "plan/view",
            "plan/capacity",
            "write",
            "write/report")) {
      assertThat(root.resolve(stage).resolve("package-info.java"))
          .as("package-info.java of %s", stage)
          .satisfies(file -> assertThat(Files.readString(file)).contains("/**"));
    }
  }

  private static ArchRule onlyOwnPackageAnd(String... packages) {
    return classes()
        .that()
        .resideInAPackage(packages[0])
        .should()
        .onlyDependOnClassesThat(
            resideOutsideOfPackage(PROCESSOR).or(resideInAnyPackage(packages)));
  }

  private static DescribedPredicate<JavaClass> modelValueType() {
    return DescribedPredicate.describe(
        "are model value types " + MODEL_VALUE_TYPES.stream().map(Class::getSimpleName).toList(),
        type ->
            MODEL_VALUE_TYPES.stream()
                .anyMatch(
                    allowed ->
                        type.isEquivalentTo(allowed)
                            || type.getName().startsWith(allowed.getName() + "$")));
  }
}
