package dev.singletable.runtime;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.List;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Turns a DynamoDB Streams {@code GetRecords} answer, written as JSON in the shape the API
 * reference documents, into the SDK's {@link Record}s by serving it on a loopback port to a real
 * {@code DynamoDbStreamsClient}: the SDK's own unmarshaller reads the fixture.
 */
final class StreamsJson {

  private StreamsJson() {}

  static List<Record> records(String resource) {
    byte[] body;
    try (InputStream in = StreamsJson.class.getResourceAsStream(resource)) {
      body = in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    HttpServer server;
    try {
      server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    server.createContext(
        "/",
        exchange -> {
          exchange.getRequestBody().readAllBytes();
          exchange.getResponseHeaders().add("Content-Type", "application/x-amz-json-1.0");
          exchange.sendResponseHeaders(200, body.length);
          try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
          }
        });
    server.start();
    try (DynamoDbStreamsClient streams =
        DynamoDbStreamsClient.builder()
            .endpointOverride(URI.create("http://127.0.0.1:" + server.getAddress().getPort()))
            .region(Region.EU_WEST_1)
            .credentialsProvider(
                StaticCredentialsProvider.create(AwsBasicCredentials.create("fixture", "fixture")))
            .build()) {
      return streams.getRecords(b -> b.shardIterator("fixture")).records();
    } finally {
      server.stop(0);
    }
  }
}
