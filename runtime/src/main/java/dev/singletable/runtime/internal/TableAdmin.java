package dev.singletable.runtime.internal;

import dev.singletable.runtime.RequestFailedException;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/** Creates a table from its layout when absent, waits until it is active, and enables TTL. */
public final class TableAdmin {

  private TableAdmin() {}

  public static void createIfAbsent(TableContext context) {
    String table = context.tableName();
    try {
      if (!exists(context)) {
        context.client().createTable(context.layout().createTableRequest(table));
        context
            .client()
            .waiter()
            .waitUntilTableExists(DescribeTableRequest.builder().tableName(table).build());
      }
      String ttl = context.layout().ttlAttribute();
      if (ttl != null && !ttlEnabled(context)) {
        context
            .client()
            .updateTimeToLive(
                request ->
                    request
                        .tableName(table)
                        .timeToLiveSpecification(
                            TimeToLiveSpecification.builder()
                                .attributeName(ttl)
                                .enabled(true)
                                .build()));
      }
    } catch (DynamoDbException e) {
      throw new RequestFailedException(null, null, "CreateTable " + table, e);
    }
  }

  private static boolean exists(TableContext context) {
    try {
      context.client().describeTable(request -> request.tableName(context.tableName()));
      return true;
    } catch (ResourceNotFoundException absent) {
      return false;
    }
  }

  private static boolean ttlEnabled(TableContext context) {
    DescribeTimeToLiveResponse response =
        context.client().describeTimeToLive(request -> request.tableName(context.tableName()));
    TimeToLiveStatus status =
        response.timeToLiveDescription() == null
            ? null
            : response.timeToLiveDescription().timeToLiveStatus();
    return status == TimeToLiveStatus.ENABLED || status == TimeToLiveStatus.ENABLING;
  }
}
