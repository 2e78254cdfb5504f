/**
 * The processor's model: plain immutable records read from the annotated elements. They hold
 * JavaPoet type names and keep the source elements only to point diagnostics at them.
 */
package dev.singletable.processor.model;
