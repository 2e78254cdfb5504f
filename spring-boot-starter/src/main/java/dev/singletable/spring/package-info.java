/**
 * Spring Boot auto-configuration of Singletable: every generated {@code XxxDb} (and {@code
 * XxxAsyncDb}) as a bean, the {@code singletable.*} properties, a health indicator.
 */
package dev.singletable.spring;
