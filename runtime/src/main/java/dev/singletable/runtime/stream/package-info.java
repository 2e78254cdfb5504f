/**
 * The changes a table's stream delivers, decoded: {@link
 * dev.singletable.runtime.stream.ChangeRecord} (kind, keys, images, sequence number) and {@link
 * dev.singletable.runtime.stream.ChangeKind}. The pollers that read a stream are operations of the
 * table and live beside the other operations.
 */
package dev.singletable.runtime.stream;
