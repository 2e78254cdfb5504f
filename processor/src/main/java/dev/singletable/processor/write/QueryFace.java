package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;

/**
 * The query types of one face ({@code EntityQuery} or {@code AsyncEntityQuery}, {@code ViewQuery}
 * or {@code AsyncViewQuery}) and {@code home}, the blocking repository, which holds the query
 * targets and the stage classes both faces share: a stage is generic over the face's query type.
 *
 * @param writesStages whether this face's repository is {@code home}, which declares them
 */
record QueryFace(ClassName entityQuery, ClassName viewQuery, ClassName home, boolean writesStages) {

  /**
   * The planned stage type {@code planned} on this face: {@code
   * CreatedAtOrderIdStage<EntityQuery<Order>>}.
   */
  TypeName stage(ClassName planned, TypeName query) {
    return ParameterizedTypeName.get(raw(planned), query);
  }

  /** The stage class {@code planned}, nested in {@code home}. */
  ClassName raw(ClassName planned) {
    return home.nestedClass(planned.simpleName());
  }
}
