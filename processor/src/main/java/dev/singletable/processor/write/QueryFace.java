package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;

/**
 * The base types of one face's query stages: stage classes extend {@code entityQuery} ({@code
 * EntityQuery} or {@code AsyncEntityQuery}) or {@code viewQuery}, and are nested in {@code home}
 * (the face's repository), where they keep the simple names the plan gave them.
 */
record QueryFace(ClassName entityQuery, ClassName viewQuery, ClassName home) {

  /** The planned stage type {@code planned}, nested in this face's repository. */
  ClassName stage(ClassName planned) {
    return home.nestedClass(planned.simpleName());
  }
}
