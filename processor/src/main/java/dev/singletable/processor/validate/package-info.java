/**
 * The validate stage: checks the model against the rules of DynamoDB and of single-table design and
 * reports every problem through {@link dev.singletable.processor.validate.Diagnostics}, on the most
 * precise element, annotation and value, without stopping at the first. It depends on the model
 * only.
 */
package dev.singletable.processor.validate;
