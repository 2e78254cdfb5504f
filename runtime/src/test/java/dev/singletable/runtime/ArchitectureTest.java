package dev.singletable.runtime;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaAccess.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.belongToAnyOf;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaField;
import com.tngtech.archunit.core.domain.JavaMember;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.domain.JavaType;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.EvaluationResult;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import dev.singletable.runtime.internal.AttributeSize;
import dev.singletable.runtime.internal.Expressions;
import dev.singletable.runtime.internal.Text;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.AsyncCaller;
import dev.singletable.runtime.internal.call.SyncCaller;
import dev.singletable.runtime.internal.op.TableContext;
import dev.singletable.runtime.observe.ConsumedUnits;
import dev.singletable.runtime.observe.OperationEvent;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** The runtime's package rules, checked on its compiled main classes. */
@AnalyzeClasses(
    packages = "dev.singletable.runtime",
    importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

  private static final String INTERNAL_PACKAGE = "dev.singletable.runtime.internal";

  private static final DescribedPredicate<JavaClass> CLIENTS =
      assignableTo(DynamoDbClient.class)
          .or(assignableTo(DynamoDbAsyncClient.class))
          .or(assignableTo(DynamoDbStreamsClient.class))
          .or(assignableTo(DynamoDbStreamsAsyncClient.class))
          .as("a DynamoDB or DynamoDB Streams client");

  private static final DescribedPredicate<JavaClass> STREAMS_CLIENTS =
      assignableTo(DynamoDbStreamsClient.class)
          .or(assignableTo(DynamoDbStreamsAsyncClient.class))
          .as("a DynamoDB Streams client");

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
   * package-private, without them becoming API. Besides it the package reads only {@code
   * internal.Text}, the UTF-8 lengths, order and surrogate checks every layer shares, which depends
   * on nothing but the JDK, and {@code internal.AttributeSize}, DynamoDB's size of a value, which
   * depends on nothing but Text and the SDK's value type: expression values are sized as an item's.
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
                  .or(belongToAnyOf(Expressions.class, Text.class, AttributeSize.class)))
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
   * Only the callers touch the SDK's clients: every request goes through a caller, so that retries,
   * the request listener and both modes apply to all of them.
   */
  @ArchTest
  static final ArchRule onlyTheCallersTouchTheClients =
      noClasses()
          .that(not(belongToAnyOf(SyncCaller.class, AsyncCaller.class, ApiCall.class)))
          .should()
          .accessTargetWhere(target(owner(CLIENTS)))
          .because(
              "every request goes through a caller (retries, the request listener, both modes);"
                  + " ApiCall names the client methods the callers apply");

  /**
   * The runtime reads no stream itself: only the callers know the DynamoDB Streams clients, with
   * which they send the requests of the stream poller of {@code singletable-tools} (production
   * consumers read streams with AWS Lambda or the Kinesis Client Library).
   */
  @ArchTest
  static final ArchRule onlyTheCallersKnowTheStreamsClients =
      noClasses()
          .that()
          .resideOutsideOfPackage("dev.singletable.runtime.internal.call..")
          .should()
          .dependOnClassesThat(STREAMS_CLIENTS)
          .because(
              "the stream poller is a developer tool of singletable-tools; the runtime only"
                  + " sends its requests, through the callers");

  /**
   * What the module exports exposes nothing it does not. The public API ({@code runtime}, {@code
   * runtime.expression}) names no internal type in what an application can call or see; the
   * protected members of the base classes generated code extends may take types of the
   * generated-code contract ({@code runtime.internal}, exported for that code), never of the
   * engine. The contract itself exposes no engine type ({@code internal.op}, {@code
   * internal.call}), which generated code in the application's module could not reach.
   */
  @ArchTest
  static final ArchRule exportsExposeNoUnexportedType =
      classes()
          .that()
          .resideInAnyPackage(
              "dev.singletable.runtime",
              "dev.singletable.runtime.expression",
              "dev.singletable.runtime.failure",
              "dev.singletable.runtime.observe",
              "dev.singletable.runtime.stream",
              "dev.singletable.runtime.internal")
          .and()
          .arePublic()
          .should(exposeNoHiddenType());

  /** The rule bites: a class outside the callers that sends a request itself breaks it. */
  @Test
  void aRequestSentOutsideTheCallersBreaksTheRule() {
    EvaluationResult result =
        onlyTheCallersTouchTheClients.evaluate(
            new ClassFileImporter().importClasses(SendsItself.class));
    assertThat(result.hasViolation()).isTrue();
    assertThat(result.getFailureReport().getDetails())
        .anySatisfy(detail -> assertThat(detail).contains("DynamoDbClient.getItem"));
  }

  /** The streams rule bites: a class outside the callers that takes a streams client breaks it. */
  @Test
  void aStreamsClientOutsideTheCallersBreaksTheRule() {
    EvaluationResult result =
        onlyTheCallersKnowTheStreamsClients.evaluate(
            new ClassFileImporter().importClasses(ReadsAStream.class));
    assertThat(result.hasViolation()).isTrue();
    assertThat(result.getFailureReport().getDetails())
        .anySatisfy(detail -> assertThat(detail).contains(DynamoDbStreamsClient.class.getName()));
  }

  /** Takes a streams client, as only a caller may. */
  static final class ReadsAStream {
    Object read(DynamoDbStreamsClient streams) {
      return streams;
    }
  }

  /** Sends a request with the client, as only a caller may. */
  static final class SendsItself {
    Object send(DynamoDbClient client) {
      return client.getItem(b -> b.tableName("t"));
    }
  }

  /**
   * The exports rule bites on a public member naming the contract or the engine, and lets a
   * protected member of a base class take a contract type.
   */
  @Test
  void theExportsRuleTellsPublicFromProtectedMembers() {
    EvaluationResult result =
        exportsExposeNoUnexportedType.evaluate(
            new ClassFileImporter().importClasses(ExposesInternals.class));
    assertThat(result.getFailureReport().getDetails())
        .hasSize(2)
        .anySatisfy(
            detail -> assertThat(detail).contains("exposes internal type " + Text.class.getName()))
        .anySatisfy(
            detail ->
                assertThat(detail)
                    .contains("exposes internal type " + TableContext.class.getName()));
  }

  /** A public base class naming internal types: only its protected contract member is allowed. */
  public static class ExposesInternals {
    public Text contract() {
      return null;
    }

    public TableContext engine() {
      return null;
    }

    protected Text forGeneratedCode() {
      return null;
    }
  }

  private static ArchCondition<JavaClass> exposeNoHiddenType() {
    return new ArchCondition<>("expose no type the runtime module does not export") {
      @Override
      public void check(JavaClass type, ConditionEvents events) {
        boolean api = !type.getPackageName().startsWith(INTERNAL_PACKAGE);
        for (JavaMember member : type.getMembers()) {
          if (!isVisible(member)) {
            continue;
          }
          boolean contractAllowed = !api || !member.getModifiers().contains(JavaModifier.PUBLIC);
          for (JavaClass involved : involvedTypes(member)) {
            String where = involved.getPackageName();
            boolean engine = where.startsWith(INTERNAL_PACKAGE + ".");
            boolean contract = where.equals(INTERNAL_PACKAGE);
            if (engine || (contract && !contractAllowed)) {
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
