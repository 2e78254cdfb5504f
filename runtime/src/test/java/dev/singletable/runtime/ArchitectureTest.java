package dev.singletable.runtime;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaMember;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.domain.JavaType;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import dev.singletable.runtime.internal.Expressions;
import java.util.ArrayList;
import java.util.List;

/** The runtime's package rules, checked on its compiled main classes. */
@AnalyzeClasses(
    packages = "dev.singletable.runtime",
    importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

  private static final String INTERNAL = "dev.singletable.runtime.internal..";

  @ArchTest
  static final ArchRule runtimeNeedsNeitherProcessorNorTestkit =
      noClasses()
          .should()
          .dependOnClassesThat()
          .resideInAnyPackage("dev.singletable.processor..", "dev.singletable.testkit..")
          .because("applications ship the runtime alone; the processor runs in the compiler");

  /**
   * Conditions and updates are values that any request can render. The one way out of the package
   * is {@code internal.Expressions}: the package implements its renderer interfaces and installs
   * itself there, so that the runtime reaches the writer, templates and value rules, which stay
   * package-private, without them becoming API.
   */
  @ArchTest
  static final ArchRule expressionsStandAlone =
      classes()
          .that()
          .resideInAPackage("dev.singletable.runtime.expression..")
          .should()
          .onlyDependOnClassesThat(
              resideInAnyPackage(
                      "dev.singletable.runtime.expression..", "java..", "software.amazon.awssdk..")
                  .or(belongToAnyOf(Expressions.class)))
          .because("conditions and updates are values that any request can render");

  @ArchTest
  static final ArchRule callersHoldNoDynamoDbRule =
      classes()
          .that()
          .resideInAPackage("dev.singletable.runtime.internal.call..")
          .should()
          .onlyDependOnClassesThat(
              resideInAnyPackage(
                      "dev.singletable.runtime.internal.call..",
                      "java..",
                      "software.amazon.awssdk..")
                  .or(
                      belongToAnyOf(
                          RequestListener.class,
                          RequestEvent.class,
                          OperationEvent.class,
                          ConsumedUnits.class)))
          .because(
              "a caller only sends requests, waits and reports them to the application's"
                  + " listener, so that the synchronous and the asynchronous caller run the same"
                  + " operations");

  /**
   * Public API types expose no internal type in what an application can call or see. Protected
   * members of the base classes generated code extends may take internal types (the key descriptors
   * of {@code internal.Keys}, {@code internal.QueryTarget}): only generated subclasses call them,
   * and they are the generated-code contract, not API.
   */
  @ArchTest
  static final ArchRule publicApiHidesInternals =
      classes()
          .that()
          .resideInAnyPackage("dev.singletable.runtime", "dev.singletable.runtime.expression")
          .and()
          .arePublic()
          .should(exposeNoInternalType());

  private static ArchCondition<JavaClass> exposeNoInternalType() {
    return new ArchCondition<>("expose no type of " + INTERNAL + " in public signatures") {
      @Override
      public void check(JavaClass type, ConditionEvents events) {
        for (JavaMember member : type.getMembers()) {
          if (!isVisible(member)) {
            continue;
          }
          for (JavaClass involved : involvedTypes(member)) {
            if (involved.getPackageName().startsWith("dev.singletable.runtime.internal")) {
              events.add(
                  SimpleConditionEvent.violated(
                      member,
                      member.getFullName() + " exposes internal type " + involved.getName()));
            }
          }
        }
      }
    };
  }

  private static boolean isVisible(JavaMember member) {
    return member.getModifiers().contains(JavaModifier.PUBLIC);
  }

  private static List<JavaClass> involvedTypes(JavaMember member) {
    List<JavaType> types = new ArrayList<>();
    if (member instanceof JavaField field) {
      types.add(field.getType());
    } else if (member instanceof JavaCodeUnit code) {
      types.addAll(code.getParameterTypes());
      types.add(code.getReturnType());
    }
    List<JavaClass> involved = new ArrayList<>();
    types.forEach(t -> involved.addAll(t.getAllInvolvedRawTypes()));
    return involved;
  }
}
