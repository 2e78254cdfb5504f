package dev.singletable.testkit;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.UUID;

/** One DynamoDB JSON-protocol answer: HTTP status, body bytes and request id. */
record ApiResponse(int status, byte[] body, String requestId) {

  static ApiResponse ok(Map<String, Object> json) {
    return new ApiResponse(200, Json.write(json), newRequestId());
  }

  static ApiResponse error(int status, Map<String, Object> json) {
    return new ApiResponse(status, Json.write(json), newRequestId());
  }

  boolean isSuccess() {
    return status == 200;
  }

  Map<String, Object> json() {
    return Json.parseObject(body);
  }

  /**
   * The error name without its namespace ({@code ...#ConditionalCheckFailedException}), or "" on
   * success.
   */
  String errorType() {
    if (isSuccess()) {
      return "";
    }
    String type = Json.asString(json().get("__type"));
    if (type == null) {
      return "";
    }
    return type.substring(type.indexOf('#') + 1);
  }

  String errorMessage() {
    Map<String, Object> json = json();
    Object message = json.containsKey("message") ? json.get("message") : json.get("Message");
    return message instanceof String s ? s : "";
  }

  /**
   * Same status and request id, new body: used when the gateway enriches an error from dynalite.
   */
  ApiResponse withBody(Map<String, Object> json) {
    return new ApiResponse(status, Json.write(json), requestId);
  }

  @Override
  public String toString() {
    return status + " " + new String(body, StandardCharsets.UTF_8);
  }

  static String newRequestId() {
    return UUID.randomUUID().toString().replace("-", "").toUpperCase();
  }
}
