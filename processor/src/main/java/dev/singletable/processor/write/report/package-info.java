/**
 * The model report: per table, a Markdown page and a JSON document written as class-path resources
 * under {@code META-INF/singletable/}, describing keys, indexes, the access patterns with their
 * generated methods, and each entity's stored attributes; and the model view, an HTML page drawing
 * the design with synthesised example items (its style and script are resources of this package).
 */
package dev.singletable.processor.write.report;
