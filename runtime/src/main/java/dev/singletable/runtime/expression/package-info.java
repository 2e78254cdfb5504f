/**
 * The typed expression layer: attribute paths, typed attribute references, conditions, update
 * actions and their rendering into DynamoDB expression strings with placeholders.
 *
 * <p>Generated schema classes declare one reference per attribute, typed by its entity and value
 * (for example {@code OrderSchema.TOTAL}, a {@code NumberRef<Order, BigDecimal>}); application code
 * combines them into {@link dev.singletable.runtime.expression.Condition}s and {@link
 * dev.singletable.runtime.expression.UpdateAction}s that carry the entity type, so a reference of
 * one entity used in another entity's update, condition, filter or projection does not compile. The
 * references of attributes an update may write are {@link
 * dev.singletable.runtime.expression.Settable}; those of key components, index-key inputs and
 * maintained attributes are {@link dev.singletable.runtime.expression.ReadOnlyRef}s. The runtime
 * renders conditions and actions with one {@link
 * dev.singletable.runtime.expression.ExpressionWriter} per request. Every attribute name and value
 * goes through a placeholder, so reserved words and odd characters need no special care, and every
 * DynamoDB expression limit is checked before a request is sent.
 *
 * <p>Values are encoded when a condition or action is built, so an unencodable value fails where it
 * is written, not later when the request is rendered.
 */
package dev.singletable.runtime.expression;
