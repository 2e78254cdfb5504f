/**
 * The public runtime API of Singletable: the types generated code and applications share (schemas,
 * pages, options) and the exceptions that report every failure. Support code that only generated
 * code calls lives in {@code dev.singletable.runtime.internal}.
 */
package dev.singletable.runtime;
