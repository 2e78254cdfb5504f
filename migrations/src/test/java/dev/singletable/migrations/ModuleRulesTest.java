package dev.singletable.migrations;

import static com.tngtech.archunit.core.domain.JavaAccess.Predicates.target;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.properties.HasOwner.Predicates.With.owner;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The migration module's rules: its jobs send every request through the runtime's callers (so that
 * retries, the request listener and the capacity counts apply, as for the runtime's own
 * operations), and it exports its API alone, whose public types are the ones the generated {@code
 * ShopDb.migrations()} and the jobs' users name.
 */
class ModuleRulesTest {

  private static final DescribedPredicate<JavaClass> CLIENTS =
      assignableTo(DynamoDbClient.class)
          .or(assignableTo(DynamoDbAsyncClient.class))
          .as("a DynamoDB client");

  private static final ArchRule requestsGoThroughTheRuntimesCallers =
      noClasses()
          .should()
          .accessTargetWhere(target(owner(CLIENTS)))
          .because("every request goes through a caller of the runtime (retries, the listener)");

  @Test
  void everyRequestGoesThroughTheRuntimesCallers() {
    requestsGoThroughTheRuntimesCallers.check(
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.singletable.migrations"));
  }

  /** The rule bites: a class that sends a request with the client itself breaks it. */
  @Test
  void aRequestSentWithTheClientBreaksTheRule() {
    assertThat(
            requestsGoThroughTheRuntimesCallers
                .evaluate(new ClassFileImporter().importClasses(SendsItself.class))
                .hasViolation())
        .isTrue();
  }

  static final class SendsItself {
    Object send(DynamoDbClient client) {
      return client.scan(b -> b.tableName("t"));
    }
  }

  @Test
  void theModuleExportsItsApiAloneAndRequiresTheRuntime() throws Exception {
    Path classes =
        Path.of(Migrations.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    ModuleDescriptor descriptor =
        ModuleFinder.of(classes).find("dev.singletable.migrations").orElseThrow().descriptor();
    assertThat(descriptor.exports())
        .extracting(exports -> exports.source() + (exports.isQualified() ? " (qualified)" : ""))
        .containsExactly("dev.singletable.migrations");
    assertThat(descriptor.requires())
        .extracting(ModuleDescriptor.Requires::name)
        .contains("dev.singletable.runtime");
    assertThat(descriptor.packages())
        .containsExactlyInAnyOrder(
            "dev.singletable.migrations", "dev.singletable.migrations.internal");
  }

  @Test
  void thePublicTypesAreTheJobsApi() {
    TreeSet<String> types = new TreeSet<>();
    for (JavaClass type :
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.singletable.migrations")) {
      Class<?> loaded = type.reflect();
      if (loaded.getPackageName().equals("dev.singletable.migrations")
          && Modifier.isPublic(loaded.getModifiers())) {
        types.add(loaded.getName().replace("dev.singletable.migrations.", ""));
      }
    }
    assertThat(types)
        .containsExactly(
            "MigrationCheckpoint",
            "MigrationCheckpoints",
            "MigrationJob",
            "MigrationOptions",
            "MigrationRefusedException",
            "MigrationRefusedException$Reason",
            "MigrationReport",
            "Migrations");
  }
}
