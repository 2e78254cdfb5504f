/**
 * Developer tools beside the runtime, for development and test tables rather than production code:
 * {@link dev.singletable.tools.TableSnapshot} draws a live table in the model view the processor
 * wrote, and {@link dev.singletable.tools.StreamPoller} reads a table's stream into the changes the
 * processor's {@code ShopChanges.decode} makes (production consumers use AWS Lambda, with {@code
 * singletable-lambda}, or the Kinesis Client Library). Applications ship {@code
 * singletable-runtime} alone; this module depends on it.
 */
package dev.singletable.tools;
