package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.IndexSetter;
import dev.singletable.processor.plan.UpdatePlan;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code OrderRepository.OrderUpdate} and {@code OrderTransactionUpdate} for an entity whose
 * attributes feed secondary-index keys, with the planned index-aware setters ({@link SetterWriter})
 * and covariant overrides so that chains keep them.
 */
final class UpdateWriter {

  private final EntityPlan entity;

  UpdateWriter(EntityPlan entity) {
    this.entity = entity;
  }

  void write(TypeSpec.Builder repository) {
    entity.update().ifPresent(plan -> write(repository, plan));
  }

  private void write(TypeSpec.Builder repository, UpdatePlan plan) {
    SetterWriter single = new SetterWriter(entity, plan.update(), "key()");
    // this.key: an index input may be named key too.
    SetterWriter transactional = new SetterWriter(entity, plan.transactionUpdate(), "this.key");
    TypeSpec.Builder update =
        TypeSpec.classBuilder(plan.update())
            .addJavadoc(
                "An update of {@link $T} with setters that keep its secondary-index keys in"
                    + " step.\n",
                entity.type())
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .superclass(
                ParameterizedTypeName.get(RuntimeTypes.ENTITY_UPDATE, entity.type(), entity.key()))
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addParameter(RuntimeTypes.TABLE_CONTEXT, "context")
                    .addParameter(entity.key(), "key")
                    .addParameter(TypeName.BOOLEAN, "upsert")
                    .addStatement("super(context, $T.INSTANCE, key, upsert)", entity.schema())
                    .build());
    TypeSpec.Builder inTransaction =
        TypeSpec.classBuilder(plan.transactionUpdate())
            .addJavadoc(
                "The update of {@link $T} inside a transaction, with the same index-aware"
                    + " setters.\n",
                entity.type())
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .superclass(RuntimeTypes.TRANSACTION_UPDATE)
            .addField(entity.key(), "key", Modifier.PRIVATE, Modifier.FINAL)
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addJavadoc("Used by the generated transaction.\n")
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(RuntimeTypes.TRANSACTION_UPDATE, "base")
                    .addParameter(entity.key(), "key")
                    .addStatement("super(base)")
                    .addStatement("this.key = key")
                    .build());
    for (IndexSetter setter : plan.setters()) {
      update.addMethod(single.setter(setter));
      inTransaction.addMethod(transactional.setter(setter));
      setter
          .remover()
          .ifPresent(
              remover -> {
                update.addMethod(single.remover(setter, remover));
                inTransaction.addMethod(transactional.remover(setter, remover));
              });
    }
    addCovariantOverrides(update, plan.update(), false);
    addCovariantOverrides(inTransaction, plan.transactionUpdate(), true);
    repository.addType(update.build());
    repository.addType(inTransaction.build());
    for (String method : List.of("update", "upsert")) {
      repository.addMethod(
          MethodSpec.methodBuilder(method)
              .addAnnotation(Override.class)
              .addJavadoc(
                  method.equals("update")
                      ? "Updates the existing item with this key; attributes that feed index keys"
                          + " have setters here.\n"
                      : "Updates the item with this key, creating it when absent.\n")
              .addModifiers(Modifier.PUBLIC)
              .returns(plan.update())
              .addParameter(entity.key(), "key")
              .addStatement(
                  "return new $T(context(), key, $L)", plan.update(), method.equals("upsert"))
              .build());
    }
  }

  /** The builder methods of EntityUpdate, returning this type so that chains keep the setters. */
  private static void addCovariantOverrides(
      TypeSpec.Builder type, ClassName self, boolean transactional) {
    TypeName attributeRef =
        ParameterizedTypeName.get(RuntimeTypes.ATTRIBUTE_REF, TypeVariableName.get("V"));
    type.addMethod(
        MethodSpec.methodBuilder("set")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .addTypeVariable(TypeVariableName.get("V"))
            .returns(self)
            .addParameter(attributeRef, "attribute")
            .addParameter(TypeVariableName.get("V"), "value")
            .addStatement("super.set(attribute, value)")
            .addStatement("return this")
            .build());
    type.addMethod(
        override(
            "remove",
            ParameterizedTypeName.get(
                RuntimeTypes.ATTRIBUTE_REF, WildcardTypeName.subtypeOf(Object.class)),
            "attribute",
            self));
    type.addMethod(override("apply", RuntimeTypes.UPDATE_ACTION, "action", self));
    type.addMethod(override("condition", RuntimeTypes.CONDITION, "extra", self));
    type.addMethod(override("expectVersion", TypeName.LONG, "version", self));
    if (!transactional) {
      type.addMethod(override("returning", RuntimeTypes.RETURN_VALUES, "values", self));
    }
  }

  private static MethodSpec override(
      String name, TypeName parameter, String parameterName, ClassName self) {
    return MethodSpec.methodBuilder(name)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(self)
        .addParameter(parameter, parameterName)
        .addStatement("super.$L($L)", name, parameterName)
        .addStatement("return this")
        .build();
  }
}
