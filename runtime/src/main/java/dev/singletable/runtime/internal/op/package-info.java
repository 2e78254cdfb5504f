/**
 * The operations that make every request, not exported by the module (the runtime's public classes
 * reach them; generated code and applications cannot), but to {@code dev.singletable.migrations}
 * and {@code dev.singletable.tools}, whose jobs and stream poller run their own operations on a
 * table ({@code TableContexts} hands them a handle's context). Each DynamoDB operation is one class
 * ({@code GetItemOperation}, {@code PutItemOperation}, {@code DeleteItemOperation}, {@code
 * UpdateItemOperation}, {@code QueryPageOperation} for queries, scans and item collections, {@code
 * BatchGetOperation}, {@code BatchWriteOperation}, {@code TransactGetOperation}, {@code
 * TransactWriteOperation}, {@code TableAdmin}) that builds its requests and reads their answers
 * without a network, decides what to re-send and how long to wait, and returns {@link
 * dev.singletable.runtime.internal.call.Step steps} for a caller to run. The rules they share are
 * written once: the conditions the library adds ({@code Guards}), how failures are read ({@code
 * Failures}, {@code ConditionFailures}), request limits ({@code Limits}), backoff ({@code
 * Backoff}), and an item's type, key and expiry ({@code TableContext}).
 */
package dev.singletable.runtime.internal.op;
