package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.util.function.Function;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoverySpecification;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;

/**
 * Creates a table from its layout when absent (DescribeTable, CreateTable, then the SDK's waiter
 * until it exists), enables TTL on the layout's TTL attribute when it is not on yet
 * (DescribeTimeToLive, UpdateTimeToLive), and turns point-in-time recovery on when the layout asks
 * for it and it is off (DescribeContinuousBackups, UpdateContinuousBackups): CreateTable cannot.
 */
public final class TableAdmin {

  private TableAdmin() {}

  /**
   * Creates the table if absent, waits until it exists, enables TTL and point-in-time recovery as
   * the layout asks.
   */
  public static Step<Void> step(TableContext context) {
    String table = context.tableName();
    DescribeTableRequest describe = DescribeTableRequest.builder().tableName(table).build();
    Step<Void> created =
        Step.call(
            ApiCall.DESCRIBE_TABLE,
            describe,
            exists -> Step.done(null),
            absent -> {
              if (!(absent instanceof ResourceNotFoundException)) {
                throw failure(context, absent);
              }
              return call(
                  context,
                  ApiCall.CREATE_TABLE,
                  context.layout().createTableRequest(table),
                  response -> call(context, ApiCall.WAIT_UNTIL_TABLE_EXISTS, describe, null));
            });
    String ttl = context.layout().ttlAttribute();
    boolean recovery = context.layout().options().pointInTimeRecovery();
    return created
        .then(
            done ->
                ttl == null
                    ? Step.done(null)
                    : call(
                        context,
                        ApiCall.DESCRIBE_TIME_TO_LIVE,
                        DescribeTimeToLiveRequest.builder().tableName(table).build(),
                        response ->
                            isEnabled(response)
                                ? Step.done(null)
                                : call(
                                    context,
                                    ApiCall.UPDATE_TIME_TO_LIVE,
                                    UpdateTimeToLiveRequest.builder()
                                        .tableName(table)
                                        .timeToLiveSpecification(
                                            TimeToLiveSpecification.builder()
                                                .attributeName(ttl)
                                                .enabled(true)
                                                .build())
                                        .build(),
                                    null)))
        .then(
            done ->
                !recovery
                    ? Step.done(null)
                    : call(
                        context,
                        ApiCall.DESCRIBE_CONTINUOUS_BACKUPS,
                        DescribeContinuousBackupsRequest.builder().tableName(table).build(),
                        response ->
                            isRecoveryEnabled(response)
                                ? Step.done(null)
                                : call(
                                    context,
                                    ApiCall.UPDATE_CONTINUOUS_BACKUPS,
                                    UpdateContinuousBackupsRequest.builder()
                                        .tableName(table)
                                        .pointInTimeRecoverySpecification(
                                            PointInTimeRecoverySpecification.builder()
                                                .pointInTimeRecoveryEnabled(true)
                                                .build())
                                        .build(),
                                    null)));
  }

  /** Sends {@code request}, then {@code next} of the answer (or nothing more, when null). */
  private static <Q, S> Step<Void> call(
      TableContext context, ApiCall<Q, S> api, Q request, Function<S, Step<Void>> next) {
    return Step.call(
        api,
        request,
        response -> next == null ? Step.done(null) : next.apply(response),
        e -> {
          throw failure(context, e);
        });
  }

  /** Whether point-in-time recovery is on. */
  static boolean isRecoveryEnabled(DescribeContinuousBackupsResponse response) {
    var description = response.continuousBackupsDescription();
    return description != null
        && description.pointInTimeRecoveryDescription() != null
        && description.pointInTimeRecoveryDescription().pointInTimeRecoveryStatus()
            == PointInTimeRecoveryStatus.ENABLED;
  }

  /** Whether TTL is on or being turned on. */
  static boolean isEnabled(DescribeTimeToLiveResponse response) {
    TimeToLiveStatus status =
        response.timeToLiveDescription() == null
            ? null
            : response.timeToLiveDescription().timeToLiveStatus();
    return status == TimeToLiveStatus.ENABLED || status == TimeToLiveStatus.ENABLING;
  }

  /** DynamoDB's refusals, named after the table; client-side failures as the SDK reported them. */
  private static RuntimeException failure(TableContext context, SdkException e) {
    return e instanceof DynamoDbException
        ? new RequestFailedException(null, null, "CreateTable " + context.describeTable(), e)
        : e;
  }
}
