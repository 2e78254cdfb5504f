/**
 * The Singletable annotation processor. {@link dev.singletable.processor.SingletableProcessor} runs
 * three stages per table: {@code read} (elements to the immutable {@code model}), {@code validate}
 * (every diagnostic, on the exact annotation value) and {@code write} (one JavaPoet writer per
 * generated type).
 */
package dev.singletable.processor;
