/**
 * The public runtime API of Singletable: the types generated code and applications share (schemas,
 * keys, pages, queries, updates, transactions, batches, options, stream pollers). Failures are in
 * {@code runtime.failure}, what a listener observes in {@code runtime.observe} and decoded stream
 * changes in {@code runtime.stream}; conditions, updates and references in {@code
 * runtime.expression}. Its public and protected signatures are listed in the runtime's tests
 * ({@code public-api.txt}), so that a change to them is a decision; public members name no type of
 * {@code dev.singletable.runtime.internal}, and protected ones at most types of that generated-code
 * contract, never of the engine the module does not export.
 *
 * <p>The base classes generated code extends ({@link dev.singletable.runtime.EntityRepository},
 * {@link dev.singletable.runtime.EntityQuery}, {@link dev.singletable.runtime.EntityUpdate}, {@link
 * dev.singletable.runtime.Transaction} and the batch and transactional reads) are made only through
 * a generated {@code ShopDb}: their constructors are protected and take opaque values ({@link
 * dev.singletable.runtime.TableHandle}, {@link dev.singletable.runtime.internal.UpdateStart}).
 */
package dev.singletable.runtime;
