/**
 * Singletable's runtime, what applications call in production. It exports its public API ({@code
 * dev.singletable.runtime} and its {@code expression}, {@code failure}, {@code observe} and {@code
 * stream} packages) and the contract of the code the processor generates in the application's
 * module ({@code dev.singletable.runtime.internal}, not API); the engine ({@code internal.op},
 * {@code internal.call}) stays inside, reached only by {@code dev.singletable.tools}, whose stream
 * poller runs its reads through the callers, and {@code dev.singletable.migrations}, whose jobs run
 * their operations through them. It needs the AWS SDK's DynamoDB client, whose types its signatures
 * use, so a module that requires this one reads the SDK too.
 */
module dev.singletable.runtime {
  requires transitive software.amazon.awssdk.services.dynamodb;
  requires transitive software.amazon.awssdk.core;
  requires software.amazon.awssdk.awscore;
  requires software.amazon.awssdk.metrics;

  exports dev.singletable.runtime;
  exports dev.singletable.runtime.expression;
  exports dev.singletable.runtime.stream;
  exports dev.singletable.runtime.observe;
  exports dev.singletable.runtime.failure;
  exports dev.singletable.runtime.internal;
  // The stream poller (singletable-tools) and the migration jobs (singletable-migrations) run
  // their requests through the callers as Steps.
  exports dev.singletable.runtime.internal.op to
      dev.singletable.tools,
      dev.singletable.migrations;
  exports dev.singletable.runtime.internal.call to
      dev.singletable.tools,
      dev.singletable.migrations;
}
