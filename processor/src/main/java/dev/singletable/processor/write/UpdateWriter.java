package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code OrderRepository.OrderUpdate} for an entity whose attributes feed secondary-index
 * keys: one setter per such attribute that rewrites every index key it feeds, taking as parameters
 * the other components those keys need (so the compiler asks for them), and checking that the
 * stored values of those components are the ones given, so an index key is never stale.
 */
final class UpdateWriter {

  private static final ClassName CONDITION = ClassName.get(Names.EXPRESSION, "Condition");
  private static final ClassName UPDATE_ACTION = ClassName.get(Names.EXPRESSION, "UpdateAction");
  private static final ClassName RETURN_VALUES = ClassName.get(Names.RUNTIME, "ReturnValues");

  private static final ClassName TRANSACTION_UPDATE =
      ClassName.get(Names.RUNTIME, "TransactionUpdate");

  /**
   * The two updates that get the setters: the repository's ({@code OrderUpdate}, reading its key
   * with {@code key()}) and the transaction's ({@code OrderTransactionUpdate}, with a key field).
   */
  private record Flavor(ClassName type, String keyAccess, boolean transactional) {}

  private final TableModel table;
  private final EntityModel entity;
  private final List<AttributeModel> primaryComponents;

  UpdateWriter(TableModel table, EntityModel entity) {
    this.table = table;
    this.entity = entity;
    this.primaryComponents = KeyComponents.primary(entity);
  }

  /** {@code OrderRepository.OrderTransactionUpdate}, the typed update of a transaction. */
  static ClassName transactionUpdate(EntityModel entity) {
    return Names.repository(entity).nestedClass(entity.simpleName() + "TransactionUpdate");
  }

  /** Whether the entity has attributes feeding index keys, and so typed updates with setters. */
  static boolean hasIndexSetters(TableModel table, EntityModel entity) {
    return !new UpdateWriter(table, entity).inputs().isEmpty();
  }

  private List<AttributeModel> inputs() {
    return entity.storedAttributes().stream()
        .filter(attribute -> !primaryComponents.contains(attribute))
        .filter(attribute -> !affected(attribute).isEmpty())
        .toList();
  }

  void write(TypeSpec.Builder repository) {
    List<AttributeModel> inputs = inputs();
    if (inputs.isEmpty()) {
      return;
    }
    Flavor single =
        new Flavor(
            Names.repository(entity).nestedClass(entity.simpleName() + "Update"), "key()", false);
    // this.key: an index input may be named key too.
    Flavor transactional = new Flavor(transactionUpdate(entity), "this.key", true);
    TypeSpec.Builder update =
        TypeSpec.classBuilder(single.type())
            .addJavadoc(
                "An update of {@link $T} with setters that keep its secondary-index keys in"
                    + " step.\n",
                entity.type())
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .superclass(
                ParameterizedTypeName.get(Names.ENTITY_UPDATE, entity.type(), Names.key(entity)))
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addParameter(Names.TABLE_CONTEXT, "context")
                    .addParameter(Names.key(entity), "key")
                    .addParameter(TypeName.BOOLEAN, "upsert")
                    .addStatement("super(context, $T.INSTANCE, key, upsert)", Names.schema(entity))
                    .build());
    TypeSpec.Builder inTransaction =
        TypeSpec.classBuilder(transactional.type())
            .addJavadoc(
                "The update of {@link $T} inside a transaction, with the same index-aware"
                    + " setters.\n",
                entity.type())
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .superclass(TRANSACTION_UPDATE)
            .addField(Names.key(entity), "key", Modifier.PRIVATE, Modifier.FINAL)
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addJavadoc("Used by the generated transaction.\n")
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(TRANSACTION_UPDATE, "base")
                    .addParameter(Names.key(entity), "key")
                    .addStatement("super(base)")
                    .addStatement("this.key = key")
                    .build());
    for (AttributeModel input : inputs) {
      update.addMethod(setter(input, single));
      inTransaction.addMethod(setter(input, transactional));
      if (!input.primitive()) {
        update.addMethod(remover(input, single));
        inTransaction.addMethod(remover(input, transactional));
      }
    }
    addCovariantOverrides(update, single);
    addCovariantOverrides(inTransaction, transactional);
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
              .returns(single.type())
              .addParameter(Names.key(entity), "key")
              .addStatement(
                  "return new $T(context(), key, $L)", single.type(), method.equals("upsert"))
              .build());
    }
  }

  /** The index key uses an attribute feeds. */
  private List<KeyUse> affected(AttributeModel attribute) {
    List<KeyUse> uses = new ArrayList<>();
    for (KeyUse use : entity.indexKeys()) {
      if (KeyComponents.of(entity, use.local() ? null : use.partitionKey(), use.sortKey())
          .contains(attribute)) {
        uses.add(use);
      }
    }
    return uses;
  }

  /** The other components those index keys need, beyond the key's own components. */
  private List<AttributeModel> others(AttributeModel input) {
    Set<AttributeModel> others = new LinkedHashSet<>();
    for (KeyUse use : affected(input)) {
      others.addAll(
          KeyComponents.of(entity, use.local() ? null : use.partitionKey(), use.sortKey()));
    }
    others.remove(input);
    others.removeAll(primaryComponents);
    return new ArrayList<>(others);
  }

  private MethodSpec setter(AttributeModel input, Flavor flavor) {
    String name = input.name();
    List<AttributeModel> others = others(input);
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("set" + Names.upperFirst(name))
            .addModifiers(Modifier.PUBLIC)
            .returns(flavor.type())
            .addParameter(input.type().javaType(), name);
    others.forEach(other -> method.addParameter(other.type().javaType(), other.name()));
    method.addJavadoc(
        "Sets {@code $L} and rewrites the keys of $L$L.\n",
        name,
        indexNames(input),
        others.isEmpty()
            ? ""
            : "; the update only succeeds if the stored "
                + String.join(
                    " and ", others.stream().map(o -> "{@code " + o.name() + "}").toList())
                + (others.size() == 1
                    ? " is the value given, which those keys also hold"
                    : " are the values given, which those keys also hold"));
    if (!input.primitive()) {
      method
          .beginControlFlow("if ($L == null)", name)
          .addStatement("return remove$L()", Names.upperFirst(name))
          .endControlFlow();
    }
    CodeBlock.Builder actions =
        CodeBlock.builder().add("$T.$L.set($L)", Names.schema(entity), constant(input), name);
    for (KeyUse use : affected(input)) {
      if (!use.local() && !isTableKey(use.index().partitionKey())) {
        actions.add(
            ",\n$L",
            keyAction(
                use.index().partitionKey(),
                IndexKeys.partitionMethod(use),
                use.partitionKey(),
                flavor));
      }
      if (use.sortKey() != null && !isTableKey(use.index().sortKey())) {
        actions.add(
            ",\n$L",
            keyAction(use.index().sortKey(), IndexKeys.sortMethod(use), use.sortKey(), flavor));
      }
    }
    method.addStatement("applyWithIndexKeys($L)", actions.build());
    if (!others.isEmpty()) {
      CodeBlock.Builder same = CodeBlock.builder();
      for (int i = 0; i < others.size(); i++) {
        AttributeModel other = others.get(i);
        same.add(
            i == 0 ? "$T.$L.eq($L)" : ".and($T.$L.eq($L))",
            Names.schema(entity),
            constant(other),
            other.name());
      }
      method.addComment(
          "The index keys also hold $L: they must be what is stored.",
          String.join(" and ", others.stream().map(AttributeModel::name).toList()));
      List<String> parameters = new ArrayList<>(others.stream().map(AttributeModel::name).toList());
      parameters.add(name);
      String stored = Names.fresh("stored", parameters);
      method
          .addStatement("$T $L = $L", CONDITION, stored, same.build())
          .addStatement(
              "condition(isUpsert() ? $T.attributeNotExists(partitionKeyAttribute()).or($L) : $L)",
              CONDITION,
              stored,
              stored);
      // An upsert that creates the item must store what the index keys hold.
      CodeBlock.Builder ifAbsent = CodeBlock.builder();
      for (int i = 0; i < others.size(); i++) {
        AttributeModel other = others.get(i);
        ifAbsent.add(
            i == 0 ? "$T.$L.setIfNotExists($L)" : ",\n$T.$L.setIfNotExists($L)",
            Names.schema(entity),
            constant(other),
            other.name());
      }
      method
          .beginControlFlow("if (isUpsert())")
          .addStatement("applyWithIndexKeys($L)", ifAbsent.build())
          .endControlFlow();
    }
    return method.addStatement("return this").build();
  }

  private CodeBlock keyAction(
      String attribute, String method, KeyPatternModel pattern, Flavor flavor) {
    List<String> arguments = new ArrayList<>();
    for (AttributeModel component : KeyComponents.of(entity, pattern)) {
      arguments.add(
          primaryComponents.contains(component)
              ? flavor.keyAccess() + "." + component.name() + "()"
              : component.name());
    }
    return CodeBlock.of(
        "$T.set($T.attribute($S), $T.fromS($T.$L($L)))",
        UPDATE_ACTION,
        Names.PATH,
        attribute,
        Names.ATTRIBUTE_VALUE,
        Names.schema(entity),
        method,
        String.join(", ", arguments));
  }

  private MethodSpec remover(AttributeModel input, Flavor flavor) {
    CodeBlock.Builder actions =
        CodeBlock.builder().add("$T.$L.remove()", Names.schema(entity), constant(input));
    for (KeyUse use : affected(input)) {
      for (String attribute :
          new String[] {use.local() ? null : use.index().partitionKey(), use.index().sortKey()}) {
        if (attribute != null && !isTableKey(attribute)) {
          actions.add(",\n$T.remove($T.attribute($S))", UPDATE_ACTION, Names.PATH, attribute);
        }
      }
    }
    return MethodSpec.methodBuilder("remove" + Names.upperFirst(input.name()))
        .addJavadoc(
            "Removes {@code $L} and the keys of $L, so the item leaves $L (a sparse index).\n",
            input.name(),
            indexNames(input),
            affected(input).size() > 1 ? "those indexes" : "that index")
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.type())
        .addStatement("applyWithIndexKeys($L)", actions.build())
        .addStatement("return this")
        .build();
  }

  private String indexNames(AttributeModel input) {
    List<String> names = affected(input).stream().map(KeyUse::indexName).toList();
    return (names.size() > 1 ? "indexes " : "index ") + String.join(", ", names);
  }

  private boolean isTableKey(String attribute) {
    return attribute.equals(table.partitionKey()) || attribute.equals(table.sortKey());
  }

  private String constant(AttributeModel attribute) {
    return Names.constant(attribute.name());
  }

  /** The builder methods of EntityUpdate, returning this type so that chains keep the setters. */
  private void addCovariantOverrides(TypeSpec.Builder type, Flavor flavor) {
    TypeName attributeRef =
        ParameterizedTypeName.get(Names.ATTRIBUTE_REF, TypeVariableName.get("V"));
    type.addMethod(
        MethodSpec.methodBuilder("set")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .addTypeVariable(TypeVariableName.get("V"))
            .returns(flavor.type())
            .addParameter(attributeRef, "attribute")
            .addParameter(TypeVariableName.get("V"), "value")
            .addStatement("super.set(attribute, value)")
            .addStatement("return this")
            .build());
    type.addMethod(
        override(
            "remove",
            ParameterizedTypeName.get(
                Names.ATTRIBUTE_REF, WildcardTypeName.subtypeOf(Object.class)),
            "attribute",
            flavor));
    type.addMethod(override("apply", UPDATE_ACTION, "action", flavor));
    type.addMethod(override("condition", CONDITION, "extra", flavor));
    type.addMethod(override("expectVersion", TypeName.LONG, "version", flavor));
    if (!flavor.transactional()) {
      type.addMethod(override("returning", RETURN_VALUES, "values", flavor));
    }
  }

  private MethodSpec override(
      String name, TypeName parameter, String parameterName, Flavor flavor) {
    return MethodSpec.methodBuilder(name)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.type())
        .addParameter(parameter, parameterName)
        .addStatement("super.$L($L)", name, parameterName)
        .addStatement("return this")
        .build();
  }
}
