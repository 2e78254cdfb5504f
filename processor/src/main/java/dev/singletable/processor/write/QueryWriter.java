package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The query method of one key pattern and its builder stages. Stage {@code i} offers equality on
 * sort-key component {@code i} (leading to stage {@code i+1}) and the ranges {@code Between, From,
 * After, UpTo, Before} on it, so the compiler only accepts conditions the key can serve.
 */
final class QueryWriter {

  private final TableModel table;
  private final EntityModel entity;
  private final ClassName repository;
  private final TypeName entityQuery;

  QueryWriter(TableModel table, EntityModel entity) {
    this.table = table;
    this.entity = entity;
    this.repository = Names.repository(entity);
    this.entityQuery = ParameterizedTypeName.get(Names.ENTITY_QUERY, entity.type());
  }

  /** One component of the sort key with the literal text before and after it. */
  private record Component(AttributeModel attribute, String before, String after) {}

  void write(KeyUse use, TypeSpec.Builder repositoryType) {
    String sortAttribute = use.isPrimary() ? table.sortKey() : use.index().sortKey();
    String partitionAttribute =
        use.isPrimary() || use.local() ? table.partitionKey() : use.index().partitionKey();
    KeyPatternModel sortKey = use.sortKey();
    List<Component> components = components(sortKey);

    CodeBlock partitionValue = partitionValue(entity, use);
    CodeBlock initialCondition;
    if (sortKey == null) {
      initialCondition = CodeBlock.of("$T.any()", Names.SORT_KEY_CONDITION);
    } else if (sortKey.isConstant()) {
      initialCondition =
          CodeBlock.of("$T.equalTo($S)", Names.SORT_KEY_CONDITION, sortKey.literalPrefix());
    } else {
      initialCondition =
          CodeBlock.of("$T.prefix($S)", Names.SORT_KEY_CONDITION, sortKey.literalPrefix());
    }
    CodeBlock spec =
        CodeBlock.of(
            "querySpec($L, $S, $L, $L, $L)",
            use.isPrimary() ? "null" : CodeBlock.of("$S", use.indexName()).toString(),
            partitionAttribute,
            partitionValue,
            sortAttribute == null ? "null" : CodeBlock.of("$S", sortAttribute).toString(),
            initialCondition);

    MethodSpec.Builder method =
        MethodSpec.methodBuilder(use.queryName())
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc(javadoc(use, partitionAttribute, sortAttribute));
    for (AttributeModel component : KeyComponents.of(entity, use.partitionKey())) {
      method.addParameter(component.type().javaType(), component.name());
    }
    if (components.isEmpty()) {
      repositoryType.addMethod(
          method.returns(entityQuery).addStatement("return query($L)", spec).build());
      return;
    }
    // Leading sort-key components that the partition key also holds are known from the method's
    // parameters: they are part of the prefix, and the builder starts after them.
    List<String> partitionNames =
        use.partitionKey().placeholders().stream().map(p -> p.name()).toList();
    int folded = 0;
    while (folded < components.size()
        && partitionNames.contains(components.get(folded).attribute().name())) {
      folded++;
    }
    if (folded == components.size()) {
      repositoryType.addMethod(
          method
              .returns(entityQuery)
              .addStatement(
                  "return query($L)",
                  specWith(
                      use,
                      partitionAttribute,
                      partitionValue,
                      sortAttribute,
                      CodeBlock.of(
                          "$T.equalTo($T.sortKey($L, $S, $L))",
                          Names.SORT_KEY_CONDITION,
                          Names.KEY_ENCODING,
                          KeyCode.ENTITY,
                          sortAttribute,
                          foldedPrefix(components, folded))))
              .build());
      return;
    }
    List<String> fixed = new ArrayList<>();
    ClassName firstStage = repository.nestedClass(Names.queryStage(use.queryName(), fixed));
    if (folded == 0) {
      method.addStatement("return new $T($L)", firstStage, spec);
    } else {
      String prefix = Names.fresh("prefix", partitionNames);
      method
          .addStatement("String $L = $L", prefix, foldedPrefix(components, folded))
          .addStatement(
              "return new $T($L, $L)",
              firstStage,
              specWith(
                  use,
                  partitionAttribute,
                  partitionValue,
                  sortAttribute,
                  CodeBlock.of("$T.prefix($L)", Names.SORT_KEY_CONDITION, prefix)),
              prefix);
    }
    repositoryType.addMethod(method.returns(firstStage).build());
    for (int i = folded; i < components.size(); i++) {
      repositoryType.addType(stage(use, components, i, new ArrayList<>(fixed), sortAttribute));
      fixed.add(components.get(i).attribute().name());
    }
  }

  private static CodeBlock specWith(
      KeyUse use,
      String partitionAttribute,
      CodeBlock partitionValue,
      String sortAttribute,
      CodeBlock condition) {
    return CodeBlock.of(
        "querySpec($L, $S, $L, $L, $L)",
        use.isPrimary() ? "null" : CodeBlock.of("$S", use.indexName()).toString(),
        partitionAttribute,
        partitionValue,
        sortAttribute == null ? "null" : CodeBlock.of("$S", sortAttribute).toString(),
        condition);
  }

  /** The sort-key text up to component {@code count}: literals and the encoded partition values. */
  private CodeBlock foldedPrefix(List<Component> components, int count) {
    CodeBlock.Builder prefix = CodeBlock.builder();
    boolean first = true;
    if (!components.get(0).before().isEmpty()) {
      prefix.add("$S", components.get(0).before());
      first = false;
    }
    for (int i = 0; i < count; i++) {
      Component component = components.get(i);
      prefix.add(
          first ? "$L" : " + $L",
          KeyCode.component(
              component.attribute(),
              CodeBlock.of("$L", component.attribute().name()),
              table.delimiterChar()));
      first = false;
      if (!component.after().isEmpty()) {
        prefix.add(" + $S", component.after());
      }
    }
    return prefix.build();
  }

  /**
   * The call rendering the partition key value of a key use from its components, named as the
   * components: {@code OrderKey.partitionKey(orderId)} or {@code
   * OrderSchema.gsi1PartitionKey(userId)}.
   */
  static CodeBlock partitionValue(EntityModel entity, KeyUse use) {
    String arguments =
        String.join(
            ", ",
            KeyComponents.of(entity, use.partitionKey()).stream()
                .map(AttributeModel::name)
                .toList());
    return use.isPrimary() || use.local()
        ? CodeBlock.of("$T.partitionKey($L)", Names.key(entity), arguments)
        : CodeBlock.of(
            "$T.$L($L)", Names.schema(entity), IndexKeys.partitionMethod(use), arguments);
  }

  private CodeBlock javadoc(KeyUse use, String partitionAttribute, String sortAttribute) {
    StringBuilder doc =
        new StringBuilder(" items of partition {@code ")
            .append(partitionAttribute)
            .append(" = ")
            .append(use.partitionKey().source())
            .append('}');
    if (!use.isPrimary()) {
      doc.append(" of index ").append(use.indexName());
    }
    if (use.sortKey() != null) {
      doc.append(", in {@code ")
          .append(sortAttribute)
          .append(" = ")
          .append(use.sortKey().source())
          .append("} order");
    }
    return CodeBlock.builder()
        .add("{@link $T}", entity.type())
        .add("$L", doc.append(".\n"))
        .build();
  }

  private List<Component> components(KeyPatternModel sortKey) {
    List<Component> components = new ArrayList<>();
    if (sortKey == null || sortKey.isConstant()) {
      return components;
    }
    List<Segment> segments = sortKey.segments();
    for (int i = 0; i < segments.size(); i++) {
      if (segments.get(i) instanceof Segment.Placeholder placeholder) {
        String before = i > 0 && segments.get(i - 1) instanceof Segment.Literal l ? l.text() : "";
        String after =
            i + 1 < segments.size() && segments.get(i + 1) instanceof Segment.Literal l
                ? l.text()
                : "";
        components.add(
            new Component(entity.attribute(placeholder.name()).orElseThrow(), before, after));
      }
    }
    return components;
  }

  private TypeSpec stage(
      KeyUse use, List<Component> components, int index, List<String> fixed, String sortAttribute) {
    Component component = components.get(index);
    boolean hasPrefixField = index > 0;
    ClassName stage = repository.nestedClass(Names.queryStage(use.queryName(), fixed));
    TypeSpec.Builder type =
        TypeSpec.classBuilder(stage)
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .superclass(entityQuery)
            .addJavadoc(
                "The {@code $L} query$L: choose {@code $L} or a range of it, or run it as is.\n",
                use.queryName(),
                fixed.isEmpty() ? "" : " with " + String.join(", ", fixed) + " fixed",
                component.attribute().name());
    MethodSpec.Builder constructor =
        MethodSpec.constructorBuilder()
            .addParameter(ParameterizedTypeName.get(Names.QUERY_SPEC, entity.type()), "spec")
            .addStatement("super(spec)");
    CodeBlock prefix;
    if (hasPrefixField) {
      type.addField(String.class, "prefix", Modifier.PRIVATE, Modifier.FINAL);
      constructor.addParameter(String.class, "prefix").addStatement("this.prefix = prefix");
      // this.prefix: a sort-key component may be named prefix too.
      prefix = CodeBlock.of("this.prefix");
    } else {
      prefix = CodeBlock.of("$S", component.before());
    }
    type.addMethod(constructor.build());

    AttributeModel attribute = component.attribute();
    String name = attribute.name();
    TypeName valueType = attribute.type().javaType();
    boolean last = component.after().isEmpty();
    CodeBlock encoded =
        KeyCode.component(attribute, CodeBlock.of("$L", name), table.delimiterChar());
    CodeBlock withValue =
        index == 0 && !component.before().isEmpty()
            ? CodeBlock.of("$S + $L", component.before(), encoded)
            : CodeBlock.of("$L + $L", prefix, encoded);
    if (index + 1 < components.size()) {
      List<String> nextFixed = new ArrayList<>(fixed);
      nextFixed.add(name);
      ClassName next = repository.nestedClass(Names.queryStage(use.queryName(), nextFixed));
      String nextBefore = components.get(index + 1).before();
      String nextName = Names.fresh("next", List.of(name));
      type.addMethod(
          MethodSpec.methodBuilder(name)
              .addJavadoc("Only items whose {@code $L} is the given value.\n", name)
              .addModifiers(Modifier.PUBLIC)
              .returns(next)
              .addParameter(valueType, name)
              .addStatement("String $L = $L + $S", nextName, withValue, nextBefore)
              .addStatement(
                  "return new $T(spec().withSortKey($T.prefix($L)), $L)",
                  next,
                  Names.SORT_KEY_CONDITION,
                  nextName,
                  nextName)
              .build());
    } else {
      type.addMethod(
          MethodSpec.methodBuilder(name)
              .addJavadoc("Only the item whose {@code $L} is the given value.\n", name)
              .addModifiers(Modifier.PUBLIC)
              .returns(entityQuery)
              .addParameter(valueType, name)
              .addStatement(
                  "return withSortKey($T.equalTo($T.sortKey($L, $S, $L)))",
                  Names.SORT_KEY_CONDITION,
                  Names.KEY_ENCODING,
                  KeyCode.ENTITY,
                  sortAttribute,
                  component.after().isEmpty()
                      ? withValue
                      : CodeBlock.of("$L + $S", withValue, component.after()))
              .build());
    }
    CodeBlock base = index == 0 ? CodeBlock.of("$S", component.before()) : prefix;
    addRange(type, attribute, "Between", "between (inclusive)", base, last, true, true);
    addRange(type, attribute, "From", "at or after", base, last, true, false);
    addRange(type, attribute, "After", "strictly after", base, last, true, false);
    addRange(type, attribute, "UpTo", "at or before", base, last, false, true);
    addRange(type, attribute, "Before", "strictly before", base, last, false, true);
    return type.build();
  }

  private void addRange(
      TypeSpec.Builder type,
      AttributeModel attribute,
      String suffix,
      String meaning,
      CodeBlock prefix,
      boolean last,
      boolean low,
      boolean high) {
    String name = attribute.name();
    TypeName valueType = attribute.type().javaType();
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(name + suffix).addModifiers(Modifier.PUBLIC).returns(entityQuery);
    String factory = Names.lowerFirst(suffix);
    char delimiter = table.delimiterChar();
    if (low && high) {
      method
          .addJavadoc(
              "Only items whose {@code $L} is $L {@code low} and {@code high}, in key order.\n",
              name,
              meaning)
          .addParameter(valueType, "low")
          .addParameter(valueType, "high")
          .addStatement(
              "return withSortKey($T.between($L, $L, $L, $L, '$L'))",
              Names.SORT_KEY_CONDITION,
              prefix,
              KeyCode.component(attribute, CodeBlock.of("low"), delimiter),
              KeyCode.component(attribute, CodeBlock.of("high"), delimiter),
              last,
              KeyCode.escapeChar(delimiter));
    } else {
      String parameter = low ? "low" : "high";
      method
          .addJavadoc(
              "Only items whose {@code $L} is $L {@code $L}, in key order.\n",
              name,
              meaning,
              parameter)
          .addParameter(valueType, parameter)
          .addStatement(
              "return withSortKey($T.$L($L, $L, $L, '$L'))",
              Names.SORT_KEY_CONDITION,
              factory,
              prefix,
              KeyCode.component(attribute, CodeBlock.of("$L", parameter), delimiter),
              last,
              KeyCode.escapeChar(delimiter));
    }
    type.addMethod(method.build());
  }
}
