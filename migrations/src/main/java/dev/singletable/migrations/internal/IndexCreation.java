package dev.singletable.migrations.internal;

import dev.singletable.migrations.MigrationRefusedException;
import dev.singletable.runtime.failure.SingletableException;
import dev.singletable.runtime.internal.IndexLayout;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Failures;
import dev.singletable.runtime.internal.op.TableContext;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * Creates a global secondary index of the layout on a deployed table: UpdateTable with the index as
 * the layout describes it (key attributes, projection, throughput), then DescribeTable until the
 * index is {@code ACTIVE}. An index the table has already is left as it is.
 */
public final class IndexCreation {

  private IndexCreation() {}

  /**
   * Creates {@code index} unless the table has it, and waits (at most {@code timeout}) until it is
   * active; returns whether it created it.
   *
   * @throws MigrationRefusedException when the layout has no such global index (a local index can
   *     only be created with its table)
   */
  public static boolean create(TableContext context, String index, Duration timeout) {
    IndexLayout layout = declared(context, index);
    boolean created = false;
    if (description(context, index) == null) {
      CreateTableRequest whole = context.layout().createTableRequest(context.tableName());
      GlobalSecondaryIndex declared =
          whole.globalSecondaryIndexes().stream()
              .filter(gsi -> gsi.indexName().equals(layout.name()))
              .findFirst()
              .orElseThrow();
      Set<String> keys =
          declared.keySchema().stream()
              .map(KeySchemaElement::attributeName)
              .collect(Collectors.toSet());
      List<AttributeDefinition> definitions =
          whole.attributeDefinitions().stream()
              .filter(definition -> keys.contains(definition.attributeName()))
              .toList();
      send(
          context,
          ApiCall.UPDATE_TABLE,
          UpdateTableRequest.builder()
              .tableName(context.tableName())
              .attributeDefinitions(definitions)
              .globalSecondaryIndexUpdates(
                  GlobalSecondaryIndexUpdate.builder()
                      .create(
                          CreateGlobalSecondaryIndexAction.builder()
                              .indexName(declared.indexName())
                              .keySchema(declared.keySchema())
                              .projection(declared.projection())
                              .provisionedThroughput(declared.provisionedThroughput())
                              .build())
                      .build())
              .build(),
          "UpdateTable");
      created = true;
    }
    long deadline = System.nanoTime() + timeout.toNanos();
    while (true) {
      GlobalSecondaryIndexDescription now = description(context, index);
      if (now != null
          && now.indexStatus() == IndexStatus.ACTIVE
          && !Boolean.TRUE.equals(now.backfilling())) {
        return created;
      }
      if (System.nanoTime() > deadline) {
        throw new SingletableException(
            null,
            null,
            "index "
                + index
                + " of table "
                + context.tableName()
                + " is not active after "
                + timeout
                + " (status "
                + (now == null ? "absent" : now.indexStatusAsString())
                + "); run the backfill once it is");
      }
      try {
        Thread.sleep(200);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new SingletableException(null, null, "interrupted waiting for index " + index, e);
      }
    }
  }

  /**
   * The layout of global index {@code index}.
   *
   * @throws MigrationRefusedException when the table declares no such global index
   */
  public static IndexLayout declared(TableContext context, String index) {
    return context
        .layout()
        .index(index)
        .filter(IndexLayout::global)
        .orElseThrow(
            () ->
                new MigrationRefusedException(
                    MigrationRefusedException.Reason.INDEX,
                    null,
                    "table "
                        + context.tableName()
                        + " declares no global index "
                        + index
                        + " (a local index can only be created with the table); its indexes"
                        + " are "
                        + context.layout().indexes().stream().map(IndexLayout::name).toList()));
  }

  private static GlobalSecondaryIndexDescription description(TableContext context, String index) {
    DescribeTableResponse table =
        send(
            context,
            ApiCall.DESCRIBE_TABLE,
            DescribeTableRequest.builder().tableName(context.tableName()).build(),
            "DescribeTable");
    if (!table.table().hasGlobalSecondaryIndexes()) {
      return null;
    }
    return table.table().globalSecondaryIndexes().stream()
        .filter(gsi -> gsi.indexName().equals(index))
        .findFirst()
        .orElse(null);
  }

  private static <Q, S> S send(TableContext context, ApiCall<Q, S> api, Q request, String name) {
    Object answer =
        context
            .syncCaller()
            .run(
                Step.<Q, S, Object>call(
                    api, request, response -> Step.done(response), failure -> Step.done(failure)));
    if (answer instanceof SdkException failure) {
      throw Failures.ofRequest(failure, name);
    }
    @SuppressWarnings("unchecked")
    S response = (S) answer;
    return response;
  }
}
