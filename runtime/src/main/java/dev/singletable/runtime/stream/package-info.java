/**
 * The changes a table's stream delivers, decoded: {@link
 * dev.singletable.runtime.stream.ChangeRecord} (kind, as the SDK's {@code OperationType}, keys,
 * images, sequence number). The pollers that read a stream are operations of the table and live
 * beside the other operations.
 */
package dev.singletable.runtime.stream;
