/**
 * The processor's model: plain immutable records read from the annotated elements. They hold
 * JavaPoet type names and keep the source elements only to point diagnostics at them. Beside them
 * live what every later stage shares: {@link dev.singletable.processor.model.Annotations} (reading
 * annotation mirrors, for the reader and for diagnostics that point at a value) and {@link
 * dev.singletable.processor.model.Names} (every name generated code uses, which validation checks
 * user names against and the planner allocates). The model depends on no stage.
 */
package dev.singletable.processor.model;
