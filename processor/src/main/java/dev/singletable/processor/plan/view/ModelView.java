package dev.singletable.processor.plan.view;

import java.util.List;
import javax.lang.model.element.Element;

/**
 * The visual model of one table, planned: the two JSON documents the page embeds and what the page
 * file is named after and generated from.
 *
 * @param tableName the physical table name, the page's title
 * @param fileName the page's resource name under {@code META-INF/singletable/}, such as {@code
 *     Shop.html}
 * @param modelJson the design: table, indexes, entities, access patterns, review findings
 * @param itemsJson the example items to draw, in DynamoDB JSON; a snapshot replaces them
 * @param origins the table and entity elements the page is generated from
 */
public record ModelView(
    String tableName, String fileName, String modelJson, String itemsJson, List<Element> origins) {}
