/**
 * How Singletable reports failures: {@link dev.singletable.runtime.failure.SingletableException}
 * and its subclasses, one per outcome an application handles differently (a refused value before
 * sending, a failed condition, a cancelled transaction with its typed reasons, a batch left
 * incomplete with the items not written, an outcome the service never confirmed, a failed request).
 * Each names the entity, the key where there is one, and the reason.
 */
package dev.singletable.runtime.failure;
