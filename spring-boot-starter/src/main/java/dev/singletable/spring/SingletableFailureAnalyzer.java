package dev.singletable.spring;

import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/** Explains a start-up that failed on the Singletable configuration: the property and the fix. */
class SingletableFailureAnalyzer
    extends AbstractFailureAnalyzer<SingletableConfigurationException> {

  @Override
  protected FailureAnalysis analyze(Throwable root, SingletableConfigurationException cause) {
    return new FailureAnalysis(
        "Singletable cannot start with this configuration: " + cause.getMessage(),
        "Correct "
            + cause.property()
            + " (see docs/spring-boot.md for every singletable.* property).",
        cause);
  }
}
