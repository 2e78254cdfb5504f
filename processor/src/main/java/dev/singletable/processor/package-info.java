/**
 * The Singletable annotation processor. {@link dev.singletable.processor.SingletableProcessor} runs
 * four stages per table: {@code read} (elements to the immutable {@code model}), {@code validate}
 * (every diagnostic, on the exact annotation value), {@code plan} (a valid design resolved into
 * what to generate, every name allocated) and {@code write} (one JavaPoet writer per generated
 * type, rendering the plan). Each stage depends only on the model and the stage before it; an
 * architecture test keeps it so.
 */
package dev.singletable.processor;
