package dev.singletable.tools;

import static com.tngtech.archunit.core.domain.JavaAccess.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.EvaluationResult;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/** The tools' rules, checked on their compiled main classes. */
@AnalyzeClasses(
    packages = "dev.singletable.tools",
    importOptions = ImportOption.DoNotIncludeTests.class)
class ToolsArchitectureTest {

  private static final DescribedPredicate<JavaClass> CLIENTS =
      assignableTo(DynamoDbClient.class)
          .or(assignableTo(DynamoDbAsyncClient.class))
          .or(assignableTo(DynamoDbStreamsClient.class))
          .or(assignableTo(DynamoDbStreamsAsyncClient.class))
          .as("a DynamoDB or DynamoDB Streams client");

  /**
   * The stream poller sends no request itself: the runtime's callers send them all, so that the
   * table's retries, request listener and both modes apply. {@code TableSnapshot}, a one-off scan
   * of a development table, reads with the client it is given.
   */
  @ArchTest
  static final ArchRule theStreamPollerSendsThroughTheRuntimesCallers =
      noClasses()
          .that()
          .doNotBelongToAnyOf(TableSnapshot.class)
          .should()
          .accessTargetWhere(target(owner(CLIENTS)))
          .because("the poller's requests go through the table's callers, as the runtime's do");

  /** The rule bites: a class of the tools that sends a request itself breaks it. */
  @Test
  void aRequestSentOutsideTheCallersBreaksTheRule() {
    EvaluationResult result =
        theStreamPollerSendsThroughTheRuntimesCallers.evaluate(
            new ClassFileImporter().importClasses(ReadsItself.class));
    assertThat(result.hasViolation()).isTrue();
    assertThat(result.getFailureReport().getDetails())
        .anySatisfy(detail -> assertThat(detail).contains("DynamoDbStreamsClient.getRecords"));
  }

  /** Reads records with the streams client, as no poller may. */
  static final class ReadsItself {
    Object read(DynamoDbStreamsClient streams) {
      return streams.getRecords(b -> b.shardIterator("i"));
    }
  }
}
