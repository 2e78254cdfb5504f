/**
 * The capacity estimates of the model report: DynamoDB's published capacity rules ({@link
 * dev.singletable.processor.plan.capacity.CapacityUnits}), item size estimates from the entities'
 * attribute types and key patterns ({@link dev.singletable.processor.plan.capacity.ItemSizes}), and
 * the read units of each declared access pattern and write units of each entity ({@link
 * dev.singletable.processor.plan.capacity.CapacityPlanner}). Pure arithmetic on the model, tested
 * without javac.
 */
package dev.singletable.processor.plan.capacity;
