package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.plan.AttributePlan;
import dev.singletable.processor.plan.CodecPlan;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.MigrationPlan;
import dev.singletable.processor.plan.NestedCodec;
import dev.singletable.processor.plan.Reference;
import dev.singletable.processor.plan.StoredForm;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The typed attribute references of a schema ({@code OrderSchema.TOTAL}, a {@code NumberRef<Order,
 * BigDecimal>}), used to build conditions, filters and updates of that entity only, and one
 * reference class per nested type ({@code AddressRef}). The attributes the generic update may not
 * write (key components, index-key inputs, maintained attributes) get read-only references, which
 * build no update action. They encode values with the schema's codecs, which are {@code Function}s.
 */
final class RefsWriter {

  private final EntityPlan entity;
  private final MigrationPlan migration;
  private final ClassName refs;
  private final Map<ClassName, NestedCodec> nested = new LinkedHashMap<>();
  private final Map<ClassName, TypeSpec> nestedRefs = new LinkedHashMap<>();

  /** {@code migration}: the migrations {@code entity} declares, or {@code null}. */
  RefsWriter(EntityPlan entity, MigrationPlan migration) {
    this.entity = entity;
    this.migration = migration;
    this.refs = entity.refs();
    entity.forms().nested().forEach(codec -> nested.put(codec.name(), codec));
  }

  /** The reference classes of nested types needed by the fields produced so far. */
  List<TypeSpec> nestedTypes() {
    return new ArrayList<>(nestedRefs.values());
  }

  /** The reference constant of a stored attribute. */
  FieldSpec field(Reference reference) {
    AttributeModel attribute = reference.attribute();
    CodecPlan codec = entity.codec(attribute);
    String formerly = migration == null ? null : migration.formerly(attribute.storedName());
    // A renamed attribute's path carries its former name: conditions, filters, updates and
    // projections then reach the items not migrated yet too.
    CodeBlock path =
        formerly == null
            ? CodeBlock.of("$T.attribute($S)", RuntimeTypes.PATH, attribute.storedName())
            : CodeBlock.of(
                "$T.attribute($S).formerly($S)",
                RuntimeTypes.PATH,
                attribute.storedName(),
                formerly);
    boolean ttl = isTtl(codec);
    TypeName type =
        ttl ? ttlType(codec, reference) : reference.settable() ? type(codec) : readOnlyType(codec);
    CodeBlock initializer =
        reference.settable() && !ttl
            ? initializer(codec, path, refs)
            : scalar(
                ((ParameterizedTypeName) type).rawType(),
                ttl ? codec : unwrapped(codec),
                path,
                refs);
    return FieldSpec.builder(
            type, reference.constant(), Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(javadoc(reference))
        .initializer(initializer)
        .build();
  }

  /**
   * What the constant's name and type do not say: the stored name when it differs, and why the
   * generic update does not take it; nothing for a plain attribute, whose name says it all.
   */
  private CodeBlock javadoc(Reference reference) {
    AttributeModel attribute = reference.attribute();
    String stored =
        attribute.storedName().equals(attribute.name())
            ? ""
            : " (stored as {@code " + attribute.storedName() + "})";
    String why = readOnlyBecause(reference);
    return stored.isEmpty() && why.isEmpty()
        ? CodeBlock.of("")
        : CodeBlock.of("The {@code $L} attribute$L$L.\n", attribute.name(), stored, why);
  }

  /** Why the generic update does not take the reference, for its Javadoc. */
  private String readOnlyBecause(Reference reference) {
    if (!reference.nativeIndexes().isEmpty()) {
      return nativeKey(reference) + readOnlyWhen(reference);
    }
    return readOnlyWhen(reference);
  }

  /**
   * What a key attribute of a native index does to membership: the attribute is the index key, so
   * setting it moves the item in and removing it out, with no synthetic copy to rewrite.
   */
  private static String nativeKey(Reference reference) {
    String indexes =
        "; a key attribute of native index"
            + (reference.nativeIndexes().size() > 1 ? "es " : " ")
            + String.join(", ", reference.nativeIndexes());
    return switch (reference.write()) {
      case SETTABLE, INDEX_INPUT, SOURCE ->
          indexes
              + ": setting it (the other key attributes present) moves the item into the index,"
              + " removing it (or writing null) moves it out; an empty value is refused";
      // Updates do not write it (or only through its sources): say what membership depends on.
      default -> indexes + ", which holds the item while it stores every key attribute";
    };
  }

  private String readOnlyWhen(Reference reference) {
    return switch (reference.write()) {
      case SETTABLE -> "";
      case KEY_COMPONENT -> ""; // the interface says it once: updates do not change the key
      case INDEX_INPUT ->
          ", an index key input: {@code " + reference.setter().orElseThrow() + "(...)} sets it";
      case MAINTAINED -> ", maintained by Singletable: updates do not set it";
      case SOURCE ->
          "; a {@code @Derived} attribute reads it, so updates set it with {@code "
              + entity.update().update().simpleName()
              + "."
              + reference.setter().orElseThrow()
              + "(...)}, which computes that attribute again and rewrites the index keys it"
              + " feeds";
      case DERIVED ->
          "; {@code @Derived}: computed on every write, and by the update's setters of its"
              + " sources";
      case UNIQUE ->
          "; {@code @Unique}: changed by a put, which moves its guard item, never by an update";
    };
  }

  private static boolean isTtl(CodecPlan codec) {
    return codec.form() instanceof StoredForm.TtlSeconds
        || codec.form() instanceof StoredForm.TtlInstant;
  }

  /** A TTL reference: read-only when the update may not set it. */
  private TypeName ttlType(CodecPlan codec, Reference reference) {
    boolean instant = codec.form() instanceof StoredForm.TtlInstant;
    ClassName ref =
        !reference.settable()
            ? RuntimeTypes.READ_ONLY_REF
            : instant ? RuntimeTypes.COMPARABLE_REF : RuntimeTypes.NUMBER_REF;
    return ParameterizedTypeName.get(ref, entity.type(), codec.form().javaType().box());
  }

  /** A key component, index-key input or maintained attribute: always a scalar. */
  private TypeName readOnlyType(CodecPlan codec) {
    CodecPlan value = unwrapped(codec);
    return isPlainString(value)
        ? ParameterizedTypeName.get(RuntimeTypes.READ_ONLY_STRING_REF, entity.type())
        : ParameterizedTypeName.get(
            RuntimeTypes.READ_ONLY_REF, entity.type(), value.form().javaType().box());
  }

  /** The value's codec of an {@code Optional}, which its reference compares and sets. */
  private static CodecPlan unwrapped(CodecPlan codec) {
    return codec.form() instanceof StoredForm.OptionalOf optional ? optional.value() : codec;
  }

  private TypeName type(CodecPlan codec) {
    StoredForm form = codec.form();
    TypeName value = form.javaType().box();
    TypeName entityType = entity.type();
    if (form instanceof StoredForm.OptionalOf optional) {
      return type(optional.value());
    }
    if (form instanceof StoredForm.Converted converted) {
      // Compared as stored: the order of the component, or the order the converter promises.
      return ParameterizedTypeName.get(
          kind(converted.stored()).isComparable()
              ? RuntimeTypes.COMPARABLE_REF
              : RuntimeTypes.VALUE_REF,
          entityType,
          value);
    }
    if (form instanceof StoredForm.Scalar || form instanceof StoredForm.ScaledDecimal) {
      return switch (kind(form)) {
        case STRING -> ParameterizedTypeName.get(RuntimeTypes.STRING_REF, entityType);
        case BOOLEAN, BYTES, SDK_BYTES ->
            ParameterizedTypeName.get(RuntimeTypes.VALUE_REF, entityType, value);
        case BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, BIG_DECIMAL, BIG_INTEGER ->
            ParameterizedTypeName.get(RuntimeTypes.NUMBER_REF, entityType, value);
        default -> ParameterizedTypeName.get(RuntimeTypes.COMPARABLE_REF, entityType, value);
      };
    }
    if (form instanceof StoredForm.ListOf list) {
      if (isNested(list.element().form())) {
        return nestedOf(list.element().form()).listRefs();
      }
      return ParameterizedTypeName.get(
          RuntimeTypes.LIST_REF, entityType, list.element().form().javaType().box());
    }
    if (form instanceof StoredForm.SetOf set) {
      return ParameterizedTypeName.get(
          RuntimeTypes.SET_REF, entityType, set.element().form().javaType().box());
    }
    if (form instanceof StoredForm.MapOf map) {
      if (isNested(map.value().form())) {
        return nestedOf(map.value().form()).mapRefs();
      }
      return ParameterizedTypeName.get(
          RuntimeTypes.MAP_REF, entityType, map.value().form().javaType().box());
    }
    return nestedOf(form).refs();
  }

  private static ScalarKind kind(StoredForm form) {
    return form instanceof StoredForm.Scalar scalar ? scalar.kind() : ScalarKind.BIG_DECIMAL;
  }

  /** The reference at {@code path}, encoding with the codecs {@code context} names. */
  private CodeBlock initializer(CodecPlan codec, CodeBlock path, ClassName context) {
    StoredForm form = codec.form();
    if (form instanceof StoredForm.OptionalOf optional) {
      return initializer(optional.value(), path, context);
    }
    if (form instanceof StoredForm.ListOf list && isNested(list.element().form())) {
      NestedCodec element = nestedOf(list.element().form());
      containerRef(element, true);
      return CodeBlock.of("new $T($Z$L)", element.listRefs(), path);
    }
    if (form instanceof StoredForm.MapOf map && isNested(map.value().form())) {
      NestedCodec value = nestedOf(map.value().form());
      containerRef(value, false);
      return CodeBlock.of("new $T($Z$L)", value.mapRefs(), path);
    }
    if (form instanceof StoredForm.ListOf list) {
      return CodeBlock.of(
          "new $T<>($Z$L,$W$L)",
          RuntimeTypes.LIST_REF,
          path,
          CodecCode.ref(list.element(), context));
    }
    if (form instanceof StoredForm.SetOf set) {
      return CodeBlock.of(
          "new $T<>($Z$L,$W$L,$W$L)",
          RuntimeTypes.SET_REF,
          path,
          CodecCode.ref(codec, context),
          CodecCode.ref(set.element(), context));
    }
    if (form instanceof StoredForm.MapOf map) {
      return CodeBlock.of(
          "new $T<>($Z$L,$W$L)", RuntimeTypes.MAP_REF, path, CodecCode.ref(map.value(), context));
    }
    if (form instanceof StoredForm.Nested || form instanceof StoredForm.Renamed) {
      NestedCodec codecClass = nestedOf(form);
      nestedRef(codecClass);
      return CodeBlock.of("new $T($Z$L)", codecClass.refs(), path);
    }
    return scalar(((ParameterizedTypeName) type(codec)).rawType(), codec, path, context);
  }

  /** A string reference takes the path only; the others the value's codec too. */
  private static CodeBlock scalar(
      ClassName ref, CodecPlan codec, CodeBlock path, ClassName context) {
    if (isPlainString(codec)) {
      return CodeBlock.of("new $T<>($Z$L)", ref, path);
    }
    return CodeBlock.of("new $T<>($Z$L,$W$L)", ref, path, CodecCode.ref(codec, context));
  }

  /** A String stored as itself, whose references need no encoder. */
  private static boolean isPlainString(CodecPlan codec) {
    return codec.form() instanceof StoredForm.Scalar scalar && scalar.kind() == ScalarKind.STRING;
  }

  private static boolean isNested(StoredForm form) {
    return form instanceof StoredForm.Nested || form instanceof StoredForm.Renamed;
  }

  /**
   * {@code LineListRef} or {@code LineMapRef}: the list or map reference whose {@code at(i)} or
   * {@code at(key)} is the nested type's reference of one element, so conditions and updates reach
   * a field of one element ({@code LINES.at(0).quantity().increment(1)}) with its type checked.
   */
  private void containerRef(NestedCodec codec, boolean list) {
    ClassName name = list ? codec.listRefs() : codec.mapRefs();
    if (nestedRefs.containsKey(name)) {
      return;
    }
    nestedRef(codec);
    nestedRefs.put(name, null);
    TypeName javaType = codec.javaType();
    TypeSpec type =
        TypeSpec.classBuilder(name)
            .addJavadoc(
                "A $L of nested {@link $T}: {@code at($L)} reaches the attributes of one $L.\n",
                list ? "list" : "map",
                javaType,
                list ? "i" : "key",
                list ? "element" : "value")
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .superclass(
                ParameterizedTypeName.get(
                    list ? RuntimeTypes.LIST_REF : RuntimeTypes.MAP_REF, entity.type(), javaType))
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addParameter(RuntimeTypes.PATH, "path")
                    .addStatement("super(path, $L)", CodecCode.ref(codec.codec(), codec.refs()))
                    .build())
            .addMethod(
                MethodSpec.methodBuilder("at")
                    .addJavadoc(
                        list
                            ? "Element {@code i} ({@code path[i]}), with typed references to its"
                                + " attributes.\n"
                            : "The value under {@code key} ({@code path.key}), with typed"
                                + " references to its attributes.\n")
                    .addModifiers(Modifier.PUBLIC)
                    .returns(codec.refs())
                    .addParameter(
                        list ? TypeName.INT : ClassName.get(String.class), list ? "i" : "key")
                    .addStatement(
                        "return new $T(path().$L)", codec.refs(), list ? "index(i)" : "field(key)")
                    .build())
            .build();
    nestedRefs.put(name, type);
  }

  private NestedCodec nestedOf(StoredForm form) {
    if (form instanceof StoredForm.Renamed renamed) {
      return nestedOf(renamed.of().form());
    }
    return nested.get(((StoredForm.Nested) form).codec());
  }

  private void nestedRef(NestedCodec codec) {
    if (nestedRefs.containsKey(codec.refs())) {
      return;
    }
    nestedRefs.put(codec.refs(), null);
    TypeName javaType = codec.javaType();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(codec.refs())
            .addJavadoc("Typed references to the attributes of a nested {@link $T}.\n", javaType)
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .superclass(ParameterizedTypeName.get(RuntimeTypes.OBJECT_REF, entity.type(), javaType))
            .addMethod(
                MethodSpec.constructorBuilder()
                    .addParameter(RuntimeTypes.PATH, "path")
                    .addStatement("super(path, $L)", CodecCode.ref(codec.codec(), codec.refs()))
                    .build());
    for (AttributePlan field : codec.fields()) {
      if (field.codec().isEmpty()) {
        continue;
      }
      AttributeModel attribute = field.model();
      CodeBlock path = CodeBlock.of("path().field($S)", attribute.storedName());
      type.addMethod(
          MethodSpec.methodBuilder(attribute.name())
              .addJavadoc("The nested {@code $L} attribute.\n", attribute.name())
              .addModifiers(Modifier.PUBLIC)
              .returns(type(field.stored()))
              .addStatement("return $L", initializer(field.stored(), path, codec.refs()))
              .build());
    }
    nestedRefs.put(codec.refs(), type.build());
  }
}
