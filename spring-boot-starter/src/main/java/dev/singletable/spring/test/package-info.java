/** Spring test support: {@link dev.singletable.spring.test.WithLocalDynamoDb}. */
package dev.singletable.spring.test;
