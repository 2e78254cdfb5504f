/**
 * Developer tools beside the runtime, for development and test tables rather than production code:
 * {@link dev.singletable.tools.TableSnapshot} draws a live table in the model view the processor
 * wrote. Applications ship {@code singletable-runtime} alone; this module depends on it.
 */
package dev.singletable.tools;
