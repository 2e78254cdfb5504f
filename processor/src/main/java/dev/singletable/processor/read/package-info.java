/**
 * The read stage: turns annotated {@code javax.lang.model} elements into the immutable model. It
 * reports nothing; what cannot be mapped is recorded in the model for the validate stage.
 */
package dev.singletable.processor.read;
