package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.IndexSetter;
import dev.singletable.processor.plan.UpdatePlan;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code OrderRepository.OrderUpdate<R>}, the one typed update of an entity, which both
 * faces' repositories hand out from {@code update(key)} and {@code upsert(key)} ({@code R} is what
 * {@code execute()} returns there: the result, or a future of it) and a transaction's {@code
 * update(key, u -> ...)} hands to its lambda: the planned index-aware setters ({@link
 * SetterWriter}) and, for an entity with {@code @Version}, {@code expectVersion(long)}.
 */
final class UpdateWriter {

  private static final Modifier[] NONE = {};
  private static final TypeVariableName R = TypeVariableName.get("R");

  private final EntityPlan entity;

  UpdateWriter(EntityPlan entity) {
    this.entity = entity;
  }

  /** Adds the update class and the blocking face's {@code update} and {@code upsert}. */
  void write(TypeSpec.Builder repository) {
    UpdatePlan plan = entity.update();
    ClassName self = plan.update();
    TypeName selfOfR = ParameterizedTypeName.get(self, R);
    SetterWriter setters = new SetterWriter(entity, selfOfR);
    DerivingSetterWriter deriving = new DerivingSetterWriter(entity, selfOfR);
    TypeSpec.Builder update =
        TypeSpec.classBuilder(self)
            .addJavadoc(
                "An update of {@link $T}, run by {@code execute()} or in a transaction.\n",
                entity.type())
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addTypeVariable(R)
            .superclass(
                ParameterizedTypeName.get(
                    RuntimeTypes.ENTITY_UPDATE, entity.type(), entity.key(), selfOfR, R))
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addJavadoc(
                        "Made by the repositories' {@code update} and {@code upsert} and the"
                            + " transaction.\n")
                    .addModifiers(
                        entity.publicConstructors() ? new Modifier[] {Modifier.PUBLIC} : NONE)
                    .addParameter(
                        ParameterizedTypeName.get(
                            RuntimeTypes.UPDATE_START, entity.type(), entity.key(), R),
                        "start")
                    .addStatement("super(start)")
                    .build());
    for (IndexSetter setter : plan.setters()) {
      if (setter.derivations().isEmpty()) {
        update.addMethod(setters.setter(setter));
        setter.remover().ifPresent(remover -> update.addMethod(setters.remover(setter, remover)));
      } else {
        update.addMethod(deriving.setter(setter));
        setter.remover().ifPresent(remover -> update.addMethod(deriving.remover(setter, remover)));
      }
    }
    if (plan.versioned()) {
      update.addMethod(
          MethodSpec.methodBuilder("expectVersion")
              .addJavadoc("Only update if the stored {@code @Version} is {@code version}.\n")
              .addModifiers(Modifier.PUBLIC)
              .returns(selfOfR)
              .addParameter(TypeName.LONG, "version")
              .addStatement("return withExpectedVersion(version)")
              .build());
    }
    repository.addType(update.build());
  }

  /**
   * The repository's base type on {@code face}: {@code EntityRepository<Order, OrderKey,
   * OrderUpdate<Optional<Order>>>}, whose inherited {@code update(key)} and {@code upsert(key)}
   * return the update whose {@code execute()} answers on that face.
   */
  TypeName repositoryBase(ClassName base, DbFace face) {
    return ParameterizedTypeName.get(
        base,
        entity.type(),
        entity.key(),
        ParameterizedTypeName.get(
            entity.update().update(),
            face.terminal(
                ParameterizedTypeName.get(ClassName.get(Optional.class), entity.type()))));
  }
}
