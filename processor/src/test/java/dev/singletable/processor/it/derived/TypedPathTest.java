package dev.singletable.processor.it.derived;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.derived.PullRequest.Reviewer;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Typed paths into nested records inside lists and maps (issue 30 item 6): {@code
 * REVIEWERS.at(i).approved()} and {@code BY_LOGIN.at("ana").comments()} are typed references of one
 * field of one element, for conditions and updates, on the engine.
 */
@LocalDynamoDbTest
class TypedPathTest {

  private static TrackerDb db;

  @BeforeAll
  static void createTable(DynamoDbClient dynamoDb, TestTable table) {
    db = TrackerDb.create(dynamoDb, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
  }

  private static PullRequest pull(int number) {
    Reviewer ana = new Reviewer("ana", false, 0);
    Reviewer bo = new Reviewer("bo", false, 2);
    return new PullRequest("acme/rocket", number, List.of(ana, bo), Map.of("ana", ana, "bo", bo));
  }

  @Test
  void anUpdateSetsOneFieldOfOneListElement() {
    db.pullRequests().put(pull(1));

    PullRequest updated =
        db.pullRequests()
            .update(new PullRequestKey("acme/rocket", 1))
            .apply(PullRequestSchema.REVIEWERS.at(1).approved().set(true))
            .apply(PullRequestSchema.REVIEWERS.at(1).comments().increment(1))
            .condition(PullRequestSchema.REVIEWERS.at(1).login().eq("bo"))
            .execute()
            .orElseThrow();

    assertThat(updated.reviewers())
        .containsExactly(new Reviewer("ana", false, 0), new Reviewer("bo", true, 3));
  }

  @Test
  void aConditionOnAnotherElementsFieldGuardsTheUpdate() {
    db.pullRequests().put(pull(2));

    assertThatThrownBy(
            () ->
                db.pullRequests()
                    .update(new PullRequestKey("acme/rocket", 2))
                    .apply(PullRequestSchema.REVIEWERS.at(0).approved().set(true))
                    .condition(PullRequestSchema.REVIEWERS.at(0).login().eq("bo"))
                    .execute())
        .isInstanceOf(ConditionFailedException.class);
    assertThat(
            db.pullRequests().get(new PullRequestKey("acme/rocket", 2)).orElseThrow().reviewers())
        .containsExactly(new Reviewer("ana", false, 0), new Reviewer("bo", false, 2));
  }

  @Test
  void anUpdateSetsOneFieldOfOneMapValue() {
    db.pullRequests().put(pull(3));

    PullRequest updated =
        db.pullRequests()
            .update(new PullRequestKey("acme/rocket", 3))
            .apply(PullRequestSchema.BY_LOGIN.at("ana").approved().set(true))
            .condition(PullRequestSchema.BY_LOGIN.at("ana").approved().eq(false))
            .execute()
            .orElseThrow();

    assertThat(updated.byLogin().get("ana")).isEqualTo(new Reviewer("ana", true, 0));
    assertThat(updated.byLogin().get("bo")).isEqualTo(new Reviewer("bo", false, 2));
    // The element references are whole-element references too.
    db.pullRequests()
        .update(new PullRequestKey("acme/rocket", 3))
        .apply(PullRequestSchema.BY_LOGIN.at("bo").set(new Reviewer("bo", true, 5)))
        .execute();
    assertThat(
            db.pullRequests()
                .get(new PullRequestKey("acme/rocket", 3))
                .orElseThrow()
                .byLogin()
                .get("bo"))
        .isEqualTo(new Reviewer("bo", true, 5));
  }
}
