package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;

/**
 * The base query types of one face of the generated API, which its query stage classes extend:
 * {@code EntityQuery} and {@code ViewQuery} for the blocking face.
 */
record QueryFace(ClassName entityQuery, ClassName viewQuery) {

  /** The blocking face. */
  static final QueryFace SYNC = new QueryFace(RuntimeTypes.ENTITY_QUERY, RuntimeTypes.VIEW_QUERY);
}
