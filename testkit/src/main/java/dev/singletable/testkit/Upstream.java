package dev.singletable.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The gateway's HTTP connection to dynalite, for forwarded requests and for its own internal ones.
 */
final class Upstream {

  static final String TARGET_PREFIX = "DynamoDB_20120810.";

  // Headers java.net.http refuses to set, or that would change the answer's encoding under our
  // feet.
  private static final Set<String> NOT_FORWARDED =
      Set.of(
          "connection",
          "content-length",
          "expect",
          "host",
          "upgrade",
          "accept-encoding",
          "transfer-encoding",
          "keep-alive",
          "te",
          "trailer",
          "proxy-connection");

  // dynalite checks that a request looks signed but never verifies the signature.
  private static final String DUMMY_AUTHORIZATION =
      "AWS4-HMAC-SHA256 Credential=testkit/20240101/us-east-1/dynamodb/aws4_request,"
          + " SignedHeaders=host, Signature=0";

  private final URI endpoint;
  private final HttpClient http;

  Upstream(URI endpoint) {
    this.endpoint = endpoint;
    this.http =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
  }

  URI endpoint() {
    return endpoint;
  }

  /** Sends a client's request on unchanged, with its headers. */
  ApiResponse forward(byte[] body, Map<String, List<String>> headers) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(endpoint)
            .timeout(Duration.ofSeconds(60))
            .POST(HttpRequest.BodyPublishers.ofByteArray(body));
    headers.forEach(
        (name, values) -> {
          if (!NOT_FORWARDED.contains(name.toLowerCase(java.util.Locale.ROOT))) {
            values.forEach(value -> request.header(name, value));
          }
        });
    return send(request.build());
  }

  /** Calls one operation for the gateway's own purposes (snapshots, restores, lookups). */
  ApiResponse call(String operation, Map<String, Object> json) {
    HttpRequest request =
        HttpRequest.newBuilder(endpoint)
            .timeout(Duration.ofSeconds(60))
            .header("Content-Type", "application/x-amz-json-1.0")
            .header("X-Amz-Target", TARGET_PREFIX + operation)
            .header("X-Amz-Date", "20240101T000000Z")
            .header("Authorization", DUMMY_AUTHORIZATION)
            .POST(HttpRequest.BodyPublishers.ofByteArray(Json.write(json)))
            .build();
    return send(request);
  }

  /**
   * Like {@link #call} but an error answer is thrown as {@link ApiException}, to be returned as it
   * is.
   */
  Map<String, Object> callOrThrow(String operation, Map<String, Object> json) {
    ApiResponse response = call(operation, json);
    if (!response.isSuccess()) {
      throw new ApiException(response);
    }
    return response.json();
  }

  /**
   * The {@code TableId} of {@code table}, which tells a deleted and recreated table from the old
   * one; a missing table answers ResourceNotFoundException, as DynamoDB does.
   */
  String tableId(String table) {
    Map<String, Object> description =
        Json.asMap(callOrThrow("DescribeTable", Json.object("TableName", table)).get("Table"));
    return String.valueOf(description.get("TableId"));
  }

  private ApiResponse send(HttpRequest request) {
    try {
      HttpResponse<byte[]> response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
      String requestId =
          response.headers().firstValue("x-amzn-RequestId").orElseGet(ApiResponse::newRequestId);
      return new ApiResponse(response.statusCode(), response.body(), requestId);
    } catch (IOException e) {
      throw new UncheckedIOException("dynalite at " + endpoint + " did not answer", e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while calling dynalite", e);
    }
  }
}
