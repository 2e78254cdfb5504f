package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import dev.singletable.processor.model.Conversion;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.IndexKeyPlan;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.KeyMethod;
import dev.singletable.processor.plan.KeyTemplate;
import dev.singletable.processor.plan.PartitionCall;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * Code that renders planned keys through the key record's descriptor constants ({@code Keys.Part},
 * {@code Keys.Attribute}, {@code Keys.Shard}): the encoding of one component and the concatenation
 * of a whole pattern, so that no pattern is parsed at run time.
 */
final class KeyCode {

  /** The constant holding the entity name in every generated class that renders keys. */
  static final String ENTITY = "ENTITY";

  private KeyCode() {}

  /** {@code private static final String ENTITY = <initializer>;}, which the key code names. */
  static FieldSpec entityField(CodeBlock initializer) {
    return FieldSpec.builder(
            String.class, ENTITY, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .initializer(initializer)
        .build();
  }

  /**
   * The key record's descriptor constants: a part per component of any of the entity's keys, an
   * attribute per key, a shard slot per sharded key.
   */
  static List<FieldSpec> descriptors(EntityPlan entity, char delimiter) {
    Map<String, KeyTemplate> templates = new LinkedHashMap<>();
    templates.put(entity.primaryKey().partition().descriptor(), entity.primaryKey().partition());
    entity.primaryKey().sort().ifPresent(sort -> templates.put(sort.descriptor(), sort));
    // An all-literal index key needs no descriptor, unless a typed update removes it.
    Set<String> removed = new HashSet<>();
    entity.update().setters().forEach(setter -> removed.addAll(setter.removedKeys()));
    for (IndexKeyPlan index : entity.indexKeys()) {
      for (KeyMethod method : index.methods()) {
        KeyTemplate template = method.template();
        if (!template.constant() || removed.contains(template.descriptor())) {
          templates.putIfAbsent(template.descriptor(), template);
        }
      }
    }
    Map<String, KeyComponent> parts = new LinkedHashMap<>();
    List<FieldSpec> shards = new ArrayList<>();
    for (KeyTemplate template : templates.values()) {
      for (KeyTemplate.Part part : template.parts()) {
        if (part instanceof KeyTemplate.Value value) {
          parts.putIfAbsent(value.component().constant(), value.component());
        } else if (part instanceof KeyTemplate.ShardSlot shard) {
          if (shard.by() != null) {
            parts.putIfAbsent(shard.by().constant(), shard.by());
          }
          shards.add(
              constant(RuntimeTypes.KEYS_SHARD, shard.constant())
                  .initializer("$T.shard($L)", RuntimeTypes.KEYS, shard.count())
                  .build());
        }
      }
    }
    List<FieldSpec> fields = new ArrayList<>();
    parts.values().forEach(part -> fields.add(part(part, delimiter)));
    templates.values().forEach(template -> fields.add(attribute(template, delimiter)));
    fields.addAll(shards);
    return fields;
  }

  /** {@code static final Keys.Part<Instant> PLACED_AT = Keys.instant(ENTITY, "placedAt", 3)}. */
  private static FieldSpec part(KeyComponent component, char delimiter) {
    return part(component, delimiter, ENTITY);
  }

  /** The part of a component, naming the entity by the constant {@code entity}. */
  static FieldSpec part(KeyComponent component, char delimiter, String entity) {
    CodeBlock.Builder init =
        CodeBlock.builder()
            .add("$T.$L($L,$W$S", RuntimeTypes.KEYS, component.factory(), entity, component.name());
    if (component.delimited()) {
      init.add(",$W'$L'", escapeChar(delimiter));
    }
    component.arguments().forEach(argument -> init.add(",$W$L", argument));
    if (component.enumType()) {
      init.add(",$W$T.class", component.storedType());
    }
    return constant(
            ParameterizedTypeName.get(RuntimeTypes.KEYS_PART, component.storedType()),
            component.constant())
        .initializer(init.add(")").build())
        .build();
  }

  /** {@code static final Keys.Attribute PK = Keys.partitionKey(ENTITY, "PK", '#', "USER#{id}")}. */
  private static FieldSpec attribute(KeyTemplate template, char delimiter) {
    return constant(RuntimeTypes.KEYS_ATTRIBUTE, template.descriptor())
        .initializer(
            "$T.$L($L,$W$S,$W'$L',$W$S)",
            RuntimeTypes.KEYS,
            template.partition() ? "partitionKey" : "sortKey",
            ENTITY,
            template.attribute(),
            escapeChar(delimiter),
            template.source())
        .build();
  }

  private static FieldSpec.Builder constant(com.palantir.javapoet.TypeName type, String name) {
    return FieldSpec.builder(type, name, Modifier.STATIC, Modifier.FINAL);
  }

  /** {@code Owner.CONSTANT}, or the constant alone inside the key record ({@code owner} null). */
  static CodeBlock ref(ClassName owner, String constant) {
    return owner == null ? CodeBlock.of("$L", constant) : CodeBlock.of("$T.$L", owner, constant);
  }

  /**
   * The key text of one component: {@code OrderKey.USER_ID.encode(userId)}; a value type or
   * converted type is first converted to its stored value.
   *
   * @param value a variable of the attribute's Java type
   */
  static CodeBlock component(KeyComponent component, CodeBlock value, ClassName owner) {
    return CodeBlock.of(
        "$L.encode($L)", ref(owner, component.constant()), stored(component, value, owner));
  }

  /**
   * The stored value of a component's value: itself, or for a value type or converted type {@code
   * vehicle == null ? null : VEHICLE.stored(vehicle.value())}, so that the part refuses a missing
   * value and {@code stored} a value that converts to null, each with its message.
   *
   * @param value a variable of the attribute's Java type
   */
  static CodeBlock stored(KeyComponent component, CodeBlock value, ClassName owner) {
    if (component.attribute().conversion() == null) {
      return value;
    }
    return CodeBlock.of("$L == null ? null$W: $L", value, converted(component, value, owner));
  }

  /** The stored value of a non-null value of a value type or converted type, checked. */
  static CodeBlock converted(KeyComponent component, CodeBlock value, ClassName owner) {
    Conversion conversion = component.attribute().conversion();
    CodeBlock raw =
        conversion instanceof Conversion.Converter converter
            ? CodeBlock.of("$T.$L.toStored($L)", converter.holder(), converter.field(), value)
            : CodeBlock.of("$L.$L()", value, ((Conversion.Component) conversion).accessor());
    return conversion.storedType().isPrimitive()
        ? raw
        : CodeBlock.of("$L.stored($L)", ref(owner, component.constant()), raw);
  }

  static String escapeChar(char c) {
    return switch (c) {
      case '\'' -> "\\'";
      case '\\' -> "\\\\";
      default -> String.valueOf(c);
    };
  }

  /**
   * Literals and components joined with {@code +}, each component's value given by {@code valueOf}
   * and encoded by its part.
   */
  static CodeBlock concatenation(
      List<KeyTemplate.Part> parts, Function<KeyComponent, CodeBlock> valueOf, ClassName owner) {
    return joined(
        parts, component -> component(component, valueOf.apply(component), owner), null, owner);
  }

  /**
   * Literals and components joined with {@code +}, each component written by {@code keyText} (its
   * key text), the shard slot (if any) computed from its {@code by} component's text or, when
   * {@code shardNumber} is given, written from that int expression.
   */
  static CodeBlock joined(
      List<KeyTemplate.Part> parts,
      Function<KeyComponent, CodeBlock> keyText,
      CodeBlock shardNumber,
      ClassName owner) {
    CodeBlock.Builder code = CodeBlock.builder();
    for (int i = 0; i < parts.size(); i++) {
      if (i > 0) {
        code.add("$W+ ");
      }
      if (parts.get(i) instanceof KeyTemplate.Text text) {
        code.add("$S", text.text());
      } else if (parts.get(i) instanceof KeyTemplate.ShardSlot shard) {
        CodeBlock slot = ref(owner, shard.constant());
        if (shardNumber != null) {
          code.add("$L.text($L)", slot, shardNumber);
        } else if (shard.by() != null) {
          code.add("$L.of($L)", slot, keyText.apply(shard.by()));
        } else {
          code.add("$L.random()", slot);
        }
      } else {
        code.add(keyText.apply(((KeyTemplate.Value) parts.get(i)).component()));
      }
    }
    return code.build();
  }

  /** The concatenation with each component's value in a variable named as the component. */
  static CodeBlock concatenation(List<KeyTemplate.Part> parts, ClassName owner) {
    return concatenation(parts, component -> CodeBlock.of("$L", component.name()), owner);
  }

  /**
   * A checked partition or sort key value from variables named as its components: constants as
   * literals, others through the key's {@code check}, which refuses empty and too long keys.
   */
  static CodeBlock keyValue(KeyTemplate template, ClassName owner) {
    if (template.constant()) {
      return CodeBlock.of("$S", template.literalPrefix());
    }
    return checked(template, concatenation(template.parts(), owner), owner);
  }

  /**
   * {@code for (int shard = 0; ...) keys.add(...)}: the partition value of every shard of a sharded
   * template, from variables named as its placeholders; the body of a {@code ...PartitionKeys}
   * method.
   */
  static CodeBlock everyShard(KeyTemplate template, ClassName owner) {
    int count = template.shard().orElseThrow().count();
    CodeBlock value =
        checked(
            template,
            joined(
                template.parts(),
                component -> component(component, CodeBlock.of("$L", component.name()), owner),
                CodeBlock.of("shard"),
                owner),
            owner);
    return CodeBlock.builder()
        .addStatement("$T<String> keys = new $T<>($L)", List.class, ArrayList.class, count)
        .beginControlFlow("for (int shard = 0; shard < $L; shard++)", count)
        .addStatement("keys.add($L)", value)
        .endControlFlow()
        .addStatement("return keys")
        .build();
  }

  /** {@code OrderKey.SK.check(text)}: the length check of a key value. */
  static CodeBlock checked(KeyTemplate template, CodeBlock text, ClassName owner) {
    return CodeBlock.of("$L.check($L)", ref(owner, template.descriptor()), text);
  }

  /** {@code a, b}: component names as arguments. */
  static String names(List<KeyComponent> components) {
    return String.join(", ", components.stream().map(KeyComponent::name).toList());
  }

  /**
   * {@code OrderKey.partitionKey(orderId)}: a partition value from variables named as its parts.
   */
  static CodeBlock partitionValue(PartitionCall call) {
    return CodeBlock.of("$T.$L($L)", call.owner(), call.method(), names(call.arguments()));
  }

  /** A call of a key method with each component read from {@code entityVariable}. */
  static CodeBlock call(String method, List<KeyComponent> components, String entityVariable) {
    return CodeBlock.of("$L($L)", method, readFrom(components, entityVariable));
  }

  /** {@code order.userId(), order.orderId()}: each component read from {@code entityVariable}. */
  static CodeBlock readFrom(List<KeyComponent> components, String entityVariable) {
    CodeBlock.Builder arguments = CodeBlock.builder();
    for (int i = 0; i < components.size(); i++) {
      arguments.add(
          i == 0 ? "$L.$L()" : ", $L.$L()",
          entityVariable,
          components.get(i).attribute().accessor());
    }
    return arguments.build();
  }
}
