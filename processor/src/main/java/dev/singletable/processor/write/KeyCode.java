package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import dev.singletable.processor.model.Conversion;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.KeyTemplate;
import dev.singletable.processor.plan.PartitionCall;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * Code that renders planned keys: the encoding call for one component and the concatenation of a
 * whole pattern, so that no pattern is parsed at run time.
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
   * The encoded text of one component: {@code KeyEncoding.string(ENTITY, "userId", '#', userId)}.
   *
   * @param value an expression of the attribute's Java type
   */
  static CodeBlock component(KeyComponent component, CodeBlock value, char delimiter) {
    String name = component.name();
    CodeBlock.Builder call =
        CodeBlock.builder()
            .add("$T.$L($L, $S", RuntimeTypes.KEY_ENCODING, component.encoding(), ENTITY, name);
    if (component.delimited()) {
      call.add(", '$L'", escapeChar(delimiter));
    }
    Conversion conversion = component.attribute().conversion();
    if (conversion != null) {
      // The value type itself must be there, and then hold a value.
      call.add(
          ", $L",
          Conversions.toStored(
              conversion,
              CodeBlock.of("$T.requireKey($L, $S, $L)", RuntimeTypes.ITEMS, ENTITY, name, value),
              name));
    } else {
      call.add(
          ", $L",
          component.requireKey()
              ? CodeBlock.of("$T.requireKey($L, $S, $L)", RuntimeTypes.ITEMS, ENTITY, name, value)
              : value);
    }
    component.arguments().forEach(argument -> call.add(", $L", argument));
    return call.add(")").build();
  }

  static String escapeChar(char c) {
    return switch (c) {
      case '\'' -> "\\'";
      case '\\' -> "\\\\";
      default -> String.valueOf(c);
    };
  }

  /**
   * Literals and component encodings joined with {@code +}, e.g. {@code "ORDER#" +
   * KeyEncoding.instant(...) + "#" + KeyEncoding.string(...)}.
   *
   * @param valueOf the expression giving each component's value
   */
  static CodeBlock concatenation(
      List<KeyTemplate.Part> parts, char delimiter, Function<KeyComponent, CodeBlock> valueOf) {
    return concatenation(parts, delimiter, valueOf, null);
  }

  /**
   * The concatenation, with the shard slot (if any) computed as declared or, when {@code
   * shardNumber} is given, written from that int expression.
   */
  static CodeBlock concatenation(
      List<KeyTemplate.Part> parts,
      char delimiter,
      Function<KeyComponent, CodeBlock> valueOf,
      CodeBlock shardNumber) {
    return joined(
        parts, component -> component(component, valueOf.apply(component), delimiter), shardNumber);
  }

  /**
   * Literals and components joined with {@code +}, each component written by {@code keyText} (its
   * key text), the shard slot (if any) computed from its {@code by} component's text or, when
   * {@code shardNumber} is given, written from that int expression.
   */
  static CodeBlock joined(
      List<KeyTemplate.Part> parts,
      Function<KeyComponent, CodeBlock> keyText,
      CodeBlock shardNumber) {
    CodeBlock.Builder code = CodeBlock.builder();
    for (int i = 0; i < parts.size(); i++) {
      if (i > 0) {
        code.add("$W+ ");
      }
      if (parts.get(i) instanceof KeyTemplate.Text text) {
        code.add("$S", text.text());
      } else if (parts.get(i) instanceof KeyTemplate.ShardSlot shard) {
        if (shardNumber != null) {
          code.add("$T.text($L, $L)", RuntimeTypes.SHARDS, shardNumber, shard.count());
        } else if (shard.by() != null) {
          code.add("$T.of($L, $L)", RuntimeTypes.SHARDS, shard.count(), keyText.apply(shard.by()));
        } else {
          code.add("$T.random($L)", RuntimeTypes.SHARDS, shard.count());
        }
      } else {
        code.add(keyText.apply(((KeyTemplate.Value) parts.get(i)).component()));
      }
    }
    return code.build();
  }

  /** The concatenation with each component's value in a variable named as the component. */
  static CodeBlock concatenation(List<KeyTemplate.Part> parts, char delimiter) {
    return concatenation(parts, delimiter, component -> CodeBlock.of("$L", component.name()));
  }

  /**
   * A checked partition or sort key value from variables named as its components: constants as
   * literals, others through {@code KeyEncoding.partitionKey/sortKey}, which checks the UTF-8
   * length limit.
   */
  static CodeBlock keyValue(KeyTemplate template, char delimiter) {
    if (template.constant()) {
      return CodeBlock.of("$S", template.literalPrefix());
    }
    return checked(
        template.partition(), template.attribute(), concatenation(template.parts(), delimiter));
  }

  /**
   * {@code for (int shard = 0; ...) keys.add(...)}: the partition value of every shard of a sharded
   * template, from variables named as its placeholders; the body of a {@code ...PartitionKeys}
   * method.
   */
  static CodeBlock everyShard(KeyTemplate template, char delimiter) {
    int count = template.shard().orElseThrow().count();
    CodeBlock value =
        checked(
            true,
            template.attribute(),
            concatenation(
                template.parts(),
                delimiter,
                component -> CodeBlock.of("$L", component.name()),
                CodeBlock.of("shard")));
    return CodeBlock.builder()
        .addStatement("$T<String> keys = new $T<>($L)", List.class, ArrayList.class, count)
        .beginControlFlow("for (int shard = 0; shard < $L; shard++)", count)
        .addStatement("keys.add($L)", value)
        .endControlFlow()
        .addStatement("return keys")
        .build();
  }

  /** {@code KeyEncoding.sortKey(ENTITY, "SK", text)}: the length check of a key value. */
  static CodeBlock checked(boolean partition, String attribute, CodeBlock text) {
    return CodeBlock.of(
        "$T.$L($L, $S,$W$L)",
        RuntimeTypes.KEY_ENCODING,
        partition ? "partitionKey" : "sortKey",
        ENTITY,
        attribute,
        text);
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
