package dev.singletable.spring;

import org.springframework.aot.hint.RuntimeHints;
import org.springframework.aot.hint.RuntimeHintsRegistrar;

/**
 * What a native image of an application needs from the starter: the table index, which the {@code
 * singletableTables} bean reads when the application starts. The {@code XxxDb} beans need nothing:
 * Spring AOT turns their definitions into direct calls of the generated factory methods, and the
 * generated code and the runtime use no reflection.
 */
class SingletableRuntimeHints implements RuntimeHintsRegistrar {

  @Override
  public void registerHints(RuntimeHints hints, ClassLoader classLoader) {
    hints.resources().registerPattern(TableIndex.RESOURCE);
  }
}
