/**
 * The plan stage: {@link dev.singletable.processor.plan.Planner} turns a design that validation
 * accepted into a {@link dev.singletable.processor.plan.TablePlan} of immutable, resolved records
 * (keys with their encoders, sparse-index gating, queries and their stages, index-aware setters,
 * collections, report rows) with every generated name allocated, so that the writers only render.
 * It depends on the model alone and runs without javac.
 */
package dev.singletable.processor.plan;
