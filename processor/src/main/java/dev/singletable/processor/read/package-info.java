/**
 * The read stage: turns annotated {@code javax.lang.model} elements into the immutable model. It
 * reports nothing; what cannot be mapped is recorded in the model for the validate stage. It
 * depends on the model only.
 */
package dev.singletable.processor.read;
