/**
 * What an application observes of the requests Singletable sends: the {@link
 * dev.singletable.runtime.observe.RequestListener} given in {@code DbOptions}, the events it
 * receives per request and per operation, and the capacity they consumed. Metrics adapters are
 * built on it.
 */
package dev.singletable.runtime.observe;
