/**
 * The design review: checks that run on a table design that passed validation and judge it as a
 * DynamoDB reviewer would. Keys that can collide, queries and collections whose key conditions read
 * other entities' items, patterns no query can serve, DynamoDB limits, hot partitions and unbounded
 * data in LSI item collections. Key questions are decided exactly on the parsed key patterns and
 * the alphabet of every key encoding ({@link dev.singletable.processor.validate.design.KeySolver}).
 */
package dev.singletable.processor.validate.design;
