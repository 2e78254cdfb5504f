/**
 * Support code called by generated sources: key encoding, attribute value conversion, item size,
 * request execution. Stable for generated code of the same Singletable version; applications should
 * not call it directly.
 */
package dev.singletable.runtime.internal;
