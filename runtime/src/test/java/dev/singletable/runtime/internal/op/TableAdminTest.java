package dev.singletable.runtime.internal.op;

import static dev.singletable.runtime.internal.op.Widgets.answer;
import static dev.singletable.runtime.internal.op.Widgets.error;
import static dev.singletable.runtime.internal.op.Widgets.fail;
import static dev.singletable.runtime.internal.op.Widgets.request;
import static dev.singletable.runtime.internal.op.Widgets.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;

/** Creating a table from its layout, step by step. */
class TableAdminTest {

  private final TableContext context = Widgets.context();

  private static DescribeTimeToLiveResponse ttl(TimeToLiveStatus status) {
    return DescribeTimeToLiveResponse.builder()
        .timeToLiveDescription(TimeToLiveDescription.builder().timeToLiveStatus(status).build())
        .build();
  }

  @Test
  void anAbsentTableIsCreatedFromTheLayoutAwaitedAndGivenItsTtl() {
    Step<Void> describe = TableAdmin.step(context);
    assertThat(request(describe, ApiCall.DESCRIBE_TABLE).tableName()).isEqualTo("Widgets");

    Step<Void> create =
        fail(
            describe,
            (ResourceNotFoundException)
                ResourceNotFoundException.builder()
                    .awsErrorDetails(
                        AwsErrorDetails.builder().errorCode("ResourceNotFoundException").build())
                    .build());
    assertThat(request(create, ApiCall.CREATE_TABLE))
        .isEqualTo(Widgets.LAYOUT.createTableRequest("Widgets"));

    Step<Void> await = answer(create, CreateTableResponse.builder().build());
    assertThat(request(await, ApiCall.WAIT_UNTIL_TABLE_EXISTS).tableName()).isEqualTo("Widgets");

    Step<Void> describeTtl = answer(await, null);
    request(describeTtl, ApiCall.DESCRIBE_TIME_TO_LIVE);
    Step<Void> enable = answer(describeTtl, ttl(TimeToLiveStatus.DISABLED));
    UpdateTimeToLiveRequest update = request(enable, ApiCall.UPDATE_TIME_TO_LIVE);
    assertThat(update.timeToLiveSpecification().attributeName()).isEqualTo("expiresAt");
    assertThat(update.timeToLiveSpecification().enabled()).isTrue();
    assertThat(result(answer(enable, UpdateTimeToLiveResponse.builder().build()))).isNull();
  }

  @Test
  void anExistingTableWithTtlOnNeedsNothingMoreAndOtherRefusalsNameTheTable() {
    Step<Void> describeTtl =
        answer(TableAdmin.step(context), DescribeTableResponse.builder().build());
    assertThat(result(answer(describeTtl, ttl(TimeToLiveStatus.ENABLING)))).isNull();

    assertThatThrownBy(() -> fail(TableAdmin.step(context), error("AccessDeniedException")))
        .isInstanceOfSatisfying(
            RequestFailedException.class,
            e -> assertThat(e.operation()).isEqualTo("CreateTable Widgets"));
  }
}
