package dev.singletable.testkit;

import java.net.URI;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.regions.providers.DefaultAwsRegionProviderChain;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClientBuilder;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClientBuilder;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClientBuilder;

/**
 * A DynamoDB-compatible endpoint for tests: an in-memory dynalite in a child {@code node} process
 * behind an in-JVM gateway that adds transactions, TTL settings and expiry, DynamoDB Streams,
 * ALL_OLD on condition failures and {@link Faults}; or, when {@value #ENDPOINT_ENV} is set, that
 * endpoint (AWS, LocalStack, ...) and no engine at all.
 */
public final class LocalDynamoDb implements AutoCloseable {

  /** Names an existing DynamoDB endpoint to use instead of starting an engine. */
  public static final String ENDPOINT_ENV = "SINGLETABLE_DYNAMODB_ENDPOINT";

  /** Names the folder that holds (or should get) dynalite 4.0.0, instead of the user cache. */
  public static final String DYNALITE_HOME_ENV = DynaliteInstaller.HOME_ENV;

  private static LocalDynamoDb shared;

  private final URI endpoint;
  private final Region region;
  private final AwsCredentialsProvider credentials;
  private final DynamoDbClient client;
  private final DynamoDbStreamsClient streamsClient;
  private final List<TtlSweeper> sweepers = new ArrayList<>();
  private final DynaliteProcess process; // null for an external endpoint, like gateway and faults
  private final Gateway gateway;
  private final Faults faults;
  private final boolean isShared;

  private LocalDynamoDb(
      URI endpoint,
      Region region,
      AwsCredentialsProvider credentials,
      DynaliteProcess process,
      Gateway gateway,
      Faults faults,
      boolean isShared) {
    this.endpoint = endpoint;
    this.region = region;
    this.credentials = credentials;
    this.process = process;
    this.gateway = gateway;
    this.faults = faults;
    this.isShared = isShared;
    this.client = clientBuilder().build();
    this.streamsClient = streamsClientBuilder().build();
  }

  /**
   * Starts a new engine (installing dynalite on first use) that the caller must {@link #close()}.
   */
  public static LocalDynamoDb start() {
    return start(false);
  }

  /**
   * The one engine of this JVM, started on first use and stopped at JVM exit; its {@link #close()}
   * does nothing.
   */
  public static synchronized LocalDynamoDb shared() {
    if (shared == null) {
      LocalDynamoDb started = start(true);
      Runtime.getRuntime()
          .addShutdownHook(new Thread(started::stop, "singletable-shared-engine-stop"));
      shared = started;
    }
    return shared;
  }

  /**
   * Skips the calling test (a JUnit assumption) when {@value #ENDPOINT_ENV} is set, since faults
   * need the engine.
   */
  public static void assumeFaultsAvailable() {
    Assumptions.assumeTrue(
        externalEndpoint().isEmpty(),
        "fault injection needs the local engine, but " + ENDPOINT_ENV + " names another endpoint");
  }

  /** The endpoint to send DynamoDB requests to: the gateway, or the external endpoint. */
  public URI endpoint() {
    return endpoint;
  }

  /** A ready client for {@link #endpoint()}, owned by this engine: do not close it. */
  public DynamoDbClient client() {
    return client;
  }

  /**
   * A builder configured like {@link #client()}, for clients with other settings (retries,
   * timeouts).
   */
  public DynamoDbClientBuilder clientBuilder() {
    return DynamoDbClient.builder()
        .endpointOverride(endpoint)
        .region(region)
        .credentialsProvider(credentials);
  }

  /**
   * A builder of an asynchronous client for {@link #endpoint()}, configured like {@link #client()};
   * the caller owns (and closes) what it builds. It needs an asynchronous HTTP client on the class
   * path (the SDK's {@code netty-nio-client}, which the DynamoDB artifact brings).
   */
  public DynamoDbAsyncClientBuilder asyncClientBuilder() {
    return DynamoDbAsyncClient.builder()
        .endpointOverride(endpoint)
        .region(region)
        .credentialsProvider(credentials);
  }

  /**
   * A ready DynamoDB Streams client for {@link #endpoint()}, owned by this engine: do not close it.
   */
  public DynamoDbStreamsClient streamsClient() {
    return streamsClient;
  }

  /** A builder configured like {@link #streamsClient()}, for clients with other settings. */
  public DynamoDbStreamsClientBuilder streamsClientBuilder() {
    return DynamoDbStreamsClient.builder()
        .endpointOverride(endpoint)
        .region(region)
        .credentialsProvider(credentials);
  }

  /**
   * A builder of an asynchronous DynamoDB Streams client for {@link #endpoint()}, configured like
   * {@link #streamsClient()}; the caller owns (and closes) what it builds.
   */
  public DynamoDbStreamsAsyncClientBuilder streamsAsyncClientBuilder() {
    return DynamoDbStreamsAsyncClient.builder()
        .endpointOverride(endpoint)
        .region(region)
        .credentialsProvider(credentials);
  }

  /**
   * Deletes every item whose TTL has expired at {@code now}, as DynamoDB's TTL process does
   * eventually: in each table whose TTL is enabled, items whose TTL attribute is a Number of epoch
   * seconds before {@code now} (and not more than five years before it). Each deletion makes a
   * REMOVE stream record whose {@code userIdentity} is the DynamoDB service.
   *
   * @return how many items were deleted
   * @throws UnsupportedOperationException for an external endpoint
   */
  public int expireTtl(Instant now) {
    return localGateway("expireTtl").expireTtl(now);
  }

  /**
   * Starts deleting expired items in the background every {@code period}, as {@link
   * #expireTtl(Instant)} with the current time does; close the answer (or this engine) to stop.
   */
  public synchronized TtlSweeper sweepTtlEvery(Duration period) {
    TtlSweeper sweeper = new TtlSweeper(localGateway("sweepTtlEvery"), period);
    sweepers.add(sweeper);
    return sweeper;
  }

  /**
   * Closes the open shard of a table's stream and opens a child shard whose {@code ParentShardId}
   * is the closed one, as DynamoDB does every few hours: for testing consumers that follow shard
   * lineage.
   *
   * @throws IllegalArgumentException if the table has no enabled stream
   */
  public void rollStreamShard(String tableName) {
    localGateway("rollStreamShard").rollStreamShard(tableName);
  }

  /**
   * Whether {@link #faults()} is available, i.e. this is the local engine and not an external
   * endpoint.
   */
  public boolean faultsAvailable() {
    return faults != null;
  }

  /**
   * Fault injection and request counts; throws {@link UnsupportedOperationException} for an
   * external endpoint.
   */
  public Faults faults() {
    if (faults == null) {
      throw new UnsupportedOperationException(
          "Faults need the local engine, but "
              + ENDPOINT_ENV
              + "="
              + endpoint
              + " is used; guard such tests with LocalDynamoDb.assumeFaultsAvailable()");
    }
    return faults;
  }

  /** Creates a table and waits until it and its indexes are ACTIVE. */
  public void createTable(CreateTableRequest request) {
    client.createTable(request);
    TableWaits.untilActive(client, request.tableName());
  }

  /** Deletes a table if it exists and waits until it is gone. */
  public void deleteTable(String tableName) {
    try {
      client.deleteTable(b -> b.tableName(tableName));
    } catch (ResourceNotFoundException e) {
      return;
    }
    TableWaits.untilGone(client, tableName);
  }

  private Gateway localGateway(String operation) {
    if (gateway == null) {
      throw new UnsupportedOperationException(
          operation
              + " needs the local engine, but "
              + ENDPOINT_ENV
              + "="
              + endpoint
              + " is used; guard such tests with LocalDynamoDb.assumeFaultsAvailable()");
    }
    return gateway;
  }

  /** Stops the engine (not the shared one, which stops at JVM exit). */
  @Override
  public void close() {
    if (!isShared) {
      stop();
    }
  }

  @Override
  public String toString() {
    return "LocalDynamoDb["
        + endpoint
        + (process == null ? ", external" : ", dynalite " + process.endpoint())
        + "]";
  }

  /** The node process running dynalite, when this is the local engine. */
  Optional<ProcessHandle> engineProcess() {
    return Optional.ofNullable(process).map(DynaliteProcess::handle);
  }

  /** An instance for an endpoint that is already running, as {@value #ENDPOINT_ENV} selects. */
  static LocalDynamoDb external(URI endpoint, boolean isShared) {
    Region region;
    try {
      region = new DefaultAwsRegionProviderChain().getRegion();
    } catch (RuntimeException e) {
      region = Region.US_EAST_1;
    }
    AwsCredentialsProvider credentials = DefaultCredentialsProvider.builder().build();
    try {
      credentials.resolveCredentials();
    } catch (RuntimeException e) {
      credentials =
          dummyCredentials(); // emulators accept anything; AWS itself will say what is wrong
    }
    return new LocalDynamoDb(endpoint, region, credentials, null, null, null, isShared);
  }

  static LocalDynamoDb startEngine(Path dynaliteHome, boolean isShared) {
    return startEngine(dynaliteHome, isShared, Clock.systemUTC());
  }

  /** An engine whose streams and TTL sweeper read {@code clock}, for tests of time limits. */
  static LocalDynamoDb startEngine(Path dynaliteHome, boolean isShared, Clock clock) {
    DynaliteProcess process =
        DynaliteProcess.start(DynaliteInstaller.ensureInstalled(dynaliteHome));
    try {
      Faults faults = new Faults();
      Gateway gateway = Gateway.start(new Upstream(process.endpoint()), faults, clock);
      return new LocalDynamoDb(
          gateway.endpoint(),
          Region.US_EAST_1,
          dummyCredentials(),
          process,
          gateway,
          faults,
          isShared);
    } catch (RuntimeException e) {
      process.close();
      throw e;
    }
  }

  private static LocalDynamoDb start(boolean isShared) {
    Optional<URI> external = externalEndpoint();
    return external.isPresent()
        ? external(external.get(), isShared)
        : startEngine(DynaliteInstaller.defaultHome(), isShared);
  }

  private static Optional<URI> externalEndpoint() {
    String value = System.getenv(ENDPOINT_ENV);
    return value == null || value.isBlank()
        ? Optional.empty()
        : Optional.of(URI.create(value.trim()));
  }

  private static AwsCredentialsProvider dummyCredentials() {
    return StaticCredentialsProvider.create(AwsBasicCredentials.create("singletable", "testkit"));
  }

  private void stop() {
    synchronized (this) {
      sweepers.forEach(TtlSweeper::close);
    }
    client.close();
    streamsClient.close();
    if (gateway != null) {
      gateway.close();
    }
    if (process != null) {
      process.close();
    }
  }
}
