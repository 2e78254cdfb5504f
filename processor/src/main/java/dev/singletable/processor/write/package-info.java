/**
 * The write stage: one JavaPoet writer per generated type, {@link
 * dev.singletable.processor.plan.TablePlan} in and {@code JavaFile} out. Writers only render: keys,
 * gating, queries, setters and every generated name come resolved from the plan; they use model
 * types only for the declared values they print (attributes, their types, the table's keys).
 */
package dev.singletable.processor.write;
