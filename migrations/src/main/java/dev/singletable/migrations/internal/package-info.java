/**
 * The engine of the migration jobs, not exported by the module: the parallel scan within a capacity
 * budget ({@code MigrationRun}, {@code CapacityBudget}), the checkpoint and the lease on a job
 * ({@code TableCheckpoints}, {@code MigrationLease}), the conditioned changes of one item ({@code
 * ItemChanges}, {@code ConditionedRewrite}) and the creation of a global index ({@code
 * IndexCreation}). Its requests go through the runtime's callers, as every request of the runtime
 * does.
 */
package dev.singletable.migrations.internal;
