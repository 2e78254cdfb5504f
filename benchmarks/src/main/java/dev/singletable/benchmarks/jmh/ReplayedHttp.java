package dev.singletable.benchmarks.jmh;

import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;
import software.amazon.awssdk.http.AbortableInputStream;
import software.amazon.awssdk.http.ContentStreamProvider;
import software.amazon.awssdk.http.ExecutableHttpRequest;
import software.amazon.awssdk.http.HttpExecuteRequest;
import software.amazon.awssdk.http.HttpExecuteResponse;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.SdkHttpResponse;

/**
 * The engine's HTTP answers, recorded once per operation and replayed: a {@link #recorder()
 * recorder} to add to a client that talks to the engine; an {@link #httpClient() HTTP client} that
 * answers every later request of the same operation ({@code X-Amz-Target}) with the recorded
 * status, headers and body without network; and a {@link #serve() server} on the loopback interface
 * that does the same over a socket. A client on the first runs the SDK's whole request pipeline
 * (marshalling, signing, interceptors, unmarshalling, checksums) and the caller's own code, all but
 * the HTTP client and the socket; on the second, everything a client does against the engine,
 * without the engine's latency. Both bring the code of both variants of a benchmark to compiled
 * code before they are measured against the engine.
 */
final class ReplayedHttp {

  private record Answer(SdkHttpResponse response, byte[] body) {}

  private static final String TARGET = "X-Amz-Target";

  private final Map<String, Answer> answers = new ConcurrentHashMap<>();

  /** Records each operation's first answer as the SDK receives it. */
  ExecutionInterceptor recorder() {
    return new ExecutionInterceptor() {
      @Override
      public Optional<InputStream> modifyHttpResponseContent(
          Context.ModifyHttpResponse context, ExecutionAttributes attributes) {
        Optional<InputStream> body = context.responseBody();
        String target = context.httpRequest().firstMatchingHeader(TARGET).orElse("");
        if (body.isEmpty() || answers.containsKey(target)) {
          return body;
        }
        byte[] bytes = readAll(body.get());
        answers.put(target, new Answer(context.httpResponse(), bytes));
        return Optional.of(new ByteArrayInputStream(bytes));
      }
    };
  }

  /** Answers from the recordings; fails for an operation not recorded. */
  SdkHttpClient httpClient() {
    return new SdkHttpClient() {
      @Override
      public ExecutableHttpRequest prepareRequest(HttpExecuteRequest request) {
        String target = request.httpRequest().firstMatchingHeader(TARGET).orElse("");
        Answer answer = answers.get(target);
        if (answer == null) {
          throw new IllegalStateException("no recorded answer for " + target);
        }
        return new ExecutableHttpRequest() {
          @Override
          public HttpExecuteResponse call() throws IOException {
            // The request body is written, as a socket would take it.
            Optional<ContentStreamProvider> content = request.contentStreamProvider();
            if (content.isPresent()) {
              try (InputStream in = content.get().newStream()) {
                in.transferTo(OutputStream.nullOutputStream());
              }
            }
            return HttpExecuteResponse.builder()
                .response(answer.response())
                .responseBody(AbortableInputStream.create(new ByteArrayInputStream(answer.body())))
                .build();
          }

          @Override
          public void abort() {}
        };
      }

      @Override
      public void close() {}
    };
  }

  /**
   * Serves the recorded answers on a loopback port until closed: the endpoint to point a client's
   * {@code endpointOverride} at.
   */
  Server serve() {
    try {
      HttpServer server =
          HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 16);
      server.createContext(
          "/",
          exchange -> {
            try (exchange) {
              exchange.getRequestBody().transferTo(OutputStream.nullOutputStream());
              Answer answer =
                  answers.get(
                      Optional.ofNullable(exchange.getRequestHeaders().getFirst(TARGET))
                          .orElse(""));
              if (answer == null) {
                exchange.sendResponseHeaders(500, -1);
                return;
              }
              answer
                  .response()
                  .forEachHeader(
                      (name, values) -> {
                        if (!SKIPPED_HEADERS.contains(name.toLowerCase(Locale.ROOT))) {
                          exchange.getResponseHeaders().put(name, values);
                        }
                      });
              exchange.sendResponseHeaders(answer.response().statusCode(), answer.body().length);
              exchange.getResponseBody().write(answer.body());
            }
          });
      server.start();
      return new Server(server);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A running {@link #serve() server}. */
  static final class Server implements AutoCloseable {
    private final HttpServer server;

    private Server(HttpServer server) {
      this.server = server;
    }

    URI endpoint() {
      InetSocketAddress address = server.getAddress();
      return URI.create(
          "http://" + address.getAddress().getHostAddress() + ":" + address.getPort());
    }

    @Override
    public void close() {
      server.stop(0);
    }
  }

  private static final Set<String> SKIPPED_HEADERS =
      Set.of("content-length", "transfer-encoding", "connection", "date");

  private static byte[] readAll(InputStream in) {
    try (in) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
