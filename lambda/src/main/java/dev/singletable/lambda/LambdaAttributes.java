package dev.singletable.lambda;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * Converts the Lambda events library's DynamoDB attribute values into the AWS SDK v2's, which
 * generated schemas read: every type (S, N, B, SS, NS, BS, M, L, NULL, BOOL), nested ones too. The
 * two classes share a simple name, so the Lambda one is written out in full.
 */
final class LambdaAttributes {

  private LambdaAttributes() {}

  /** An item or key; {@code null} (the record has none) stays {@code null}. */
  static Map<String, AttributeValue> item(
      Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue>
          attributes) {
    if (attributes == null) {
      return null;
    }
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    attributes.forEach((name, value) -> item.put(name, value(name, value)));
    return item;
  }

  static AttributeValue value(
      String path,
      com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue value) {
    AttributeValue.Builder sdk = AttributeValue.builder();
    if (value == null) {
      throw unknown(path);
    } else if (value.getS() != null) {
      sdk.s(value.getS());
    } else if (value.getN() != null) {
      sdk.n(value.getN());
    } else if (value.getB() != null) {
      sdk.b(bytes(value.getB()));
    } else if (value.getSS() != null) {
      sdk.ss(value.getSS());
    } else if (value.getNS() != null) {
      sdk.ns(value.getNS());
    } else if (value.getBS() != null) {
      sdk.bs(value.getBS().stream().map(LambdaAttributes::bytes).toList());
    } else if (value.getM() != null) {
      sdk.m(item(value.getM()));
    } else if (value.getL() != null) {
      List<AttributeValue> list = new ArrayList<>();
      for (int i = 0; i < value.getL().size(); i++) {
        list.add(value(path + "[" + i + "]", value.getL().get(i)));
      }
      sdk.l(list);
    } else if (value.getBOOL() != null) {
      sdk.bool(value.getBOOL());
    } else if (Boolean.TRUE.equals(value.getNULL())) {
      sdk.nul(true);
    } else {
      throw unknown(path);
    }
    return sdk.build();
  }

  static StreamViewType viewType(String name) {
    return name == null ? null : StreamViewType.fromValue(name);
  }

  /** The bytes of a buffer, leaving its position where it was. */
  private static SdkBytes bytes(ByteBuffer buffer) {
    return SdkBytes.fromByteBuffer(buffer.duplicate());
  }

  private static IllegalArgumentException unknown(String path) {
    return new IllegalArgumentException(
        "attribute " + path + " of a DynamodbEvent record has no value of a DynamoDB type");
  }
}
