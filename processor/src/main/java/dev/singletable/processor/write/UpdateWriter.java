package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.IndexSetter;
import dev.singletable.processor.plan.UpdatePlan;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code OrderRepository.OrderUpdate}, the one typed update of an entity, which the
 * repository's {@code update(key)} and {@code upsert(key)} return and a transaction's {@code
 * update(key, u -> ...)} hands to its lambda: the planned index-aware setters ({@link
 * SetterWriter}) and, for an entity with {@code @Version}, {@code expectVersion(long)}.
 */
final class UpdateWriter {

  private static final Modifier[] NONE = {};

  private final EntityPlan entity;

  UpdateWriter(EntityPlan entity) {
    this.entity = entity;
  }

  void write(TypeSpec.Builder repository) {
    UpdatePlan plan = entity.update();
    ClassName self = plan.update();
    SetterWriter setters = new SetterWriter(entity, self);
    TypeSpec.Builder update =
        TypeSpec.classBuilder(self)
            .addJavadoc(
                "An update of {@link $T}, sent on its own by {@code execute()} or as an action of"
                    + " a transaction.\n$L",
                entity.type(),
                plan.setters().isEmpty()
                    ? ""
                    : "Its setters of attributes that feed secondary-index keys keep those keys in"
                        + " step.\n")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .superclass(
                ParameterizedTypeName.get(
                    RuntimeTypes.ENTITY_UPDATE, entity.type(), entity.key(), self))
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addJavadoc(
                        "Made by {@link $T#update}, {@link $T#upsert} and the transaction.\n",
                        entity.repository(),
                        entity.repository())
                    .addModifiers(
                        entity.publicConstructors() ? new Modifier[] {Modifier.PUBLIC} : NONE)
                    .addParameter(start(), "start")
                    .addStatement("super(start)")
                    .build());
    for (IndexSetter setter : plan.setters()) {
      update.addMethod(setters.setter(setter));
      setter.remover().ifPresent(remover -> update.addMethod(setters.remover(setter, remover)));
    }
    if (plan.versioned()) {
      update.addMethod(
          MethodSpec.methodBuilder("expectVersion")
              .addJavadoc("Only update if the stored {@code @Version} is {@code version}.\n")
              .addModifiers(Modifier.PUBLIC)
              .returns(self)
              .addParameter(TypeName.LONG, "version")
              .addStatement("return withExpectedVersion(version)")
              .build());
    }
    repository
        .addMethod(
            MethodSpec.methodBuilder("update")
                .addJavadoc(
                    "Updates the existing item with this key (the update fails when there is"
                        + " none).\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(self)
                .addParameter(entity.key(), "key")
                .addStatement("return new $T(startUpdate(key))", self)
                .build())
        .addMethod(
            MethodSpec.methodBuilder("upsert")
                .addJavadoc("Updates the item with this key, creating it when absent.\n")
                .addModifiers(Modifier.PUBLIC)
                .returns(self)
                .addParameter(entity.key(), "key")
                .addStatement("return new $T(startUpsert(key))", self)
                .build())
        .addType(update.build());
  }

  /** {@code EntityUpdate.Start<Order, OrderKey>}. */
  private TypeName start() {
    return ParameterizedTypeName.get(
        RuntimeTypes.ENTITY_UPDATE.nestedClass("Start"), entity.type(), entity.key());
  }
}
