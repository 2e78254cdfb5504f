/**
 * The visual model's plan: the design as the page draws it, example items synthesised from the key
 * patterns and types (bounded in depth and size whatever the types), the items each access pattern
 * reads, and the review's findings by entity, as data; {@code write.report.ModelViewWriter} renders
 * them into the page.
 */
package dev.singletable.processor.plan.view;
