/**
 * The write stage: one JavaPoet writer per generated type, model in and {@code JavaFile} out. The
 * writers never validate; they run only for tables the validate stage accepted.
 */
package dev.singletable.processor.write;
