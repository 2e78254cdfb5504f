/**
 * The contract between generated code and the runtime: key encoding and its helpers, item mapping
 * and attribute value conversion, item size, shards, the templates of declared filters ({@code
 * Expressions}) and the futures of the asynchronous face ({@code Futures}). The module exports it
 * because generated code in the application's module calls it, but it is not API: applications must
 * not call it; it carries no compatibility promise and may change in any release together with the
 * code the processor of that release generates. The public API is {@code dev.singletable.runtime}
 * and {@code dev.singletable.runtime.expression}.
 *
 * <p>The engine lives in sub-packages the module does not export: {@code internal.op} (the
 * operations, their specs and the table context) and {@code internal.call} (the callers that send
 * their requests).
 */
package dev.singletable.runtime.internal;
