package dev.singletable.runtime;

import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * The physical shape of a table as the processor generated it from {@code @Table}, {@code
 * ShopDb.LAYOUT}: what an application hands to {@link TableHandle#of} and what renders the table's
 * CreateTable and UpdateTable requests for deployment scripts and tests. Generated, never
 * implemented by applications; its key attributes, indexes, stream and options are described in the
 * generated report ({@code META-INF/singletable/Shop.md}) and in {@code createTableRequest}.
 */
public interface TableLayout {

  /** The table's logical name, from {@code @Table(name)}, before the options rename it. */
  String defaultName();

  /**
   * The request that creates this table under {@code tableName}: attribute definitions for the key
   * attributes only, key schema, indexes with their projections, billing and throughput, deletion
   * protection, table class, tags, and the stream when the layout has one. Point-in-time recovery
   * is not part of CreateTable: {@code createTable()} turns it on once the table exists.
   */
  CreateTableRequest createTableRequest(String tableName);

  /**
   * The request that adds global index {@code indexName} of this layout to the table deployed as
   * {@code tableName}, as {@link #createTableRequest} declares it: the definitions of its key
   * attributes and a Create of the index. DynamoDB then fills the index from the stored items; a
   * native index, keyed by attributes the items already store, needs no item written again.
   *
   * @throws IllegalArgumentException when the layout has no global index of that name
   */
  UpdateTableRequest createIndexRequest(String tableName, String indexName);

  /**
   * The attribute holding expiry times ({@code @Ttl}), or {@code null}: a setting CreateTable
   * cannot carry, which {@code createTable()} turns on once the table exists and a deployment
   * template states itself.
   */
  String ttlAttribute();

  /**
   * Whether the table keeps point-in-time recovery ({@code @TableSettings}): a setting CreateTable
   * cannot carry, which {@code createTable()} turns on once the table exists and a deployment
   * template states itself.
   */
  boolean pointInTimeRecovery();
}
