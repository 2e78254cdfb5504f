/**
 * The visual model's plan: example items synthesised from the key patterns and types, the items
 * each access pattern reads, the review's findings by entity, rendered as the JSON documents that
 * the page embeds; {@code write.report.ModelViewWriter} only puts them into the page template.
 */
package dev.singletable.processor.plan.view;
