package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Conversion;
import dev.singletable.processor.model.EnumFormer;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.ValueType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Chooses the stored form of every attribute of one entity and allocates the constants and classes
 * of its codecs: the schema's constants (elements before the lists, sets and maps that hold them),
 * one codec class per nested type, and a converter class per value type.
 */
final class FormPlanner {

  private final ClassName schema;
  private final List<CodecPlan> schemaCodecs = new ArrayList<>();
  private final Set<String> schemaConstants;
  private final Set<String> classNames = new HashSet<>();
  private final Map<TypeName, NestedCodec> nested = new LinkedHashMap<>();
  private final Map<TypeName, StoredForm.ValueClass> values = new LinkedHashMap<>();

  /**
   * @param taken the schema's constants and its references' constants, which codec constants avoid
   */
  FormPlanner(ClassName schema, Collection<String> taken) {
    this(schema, taken, Set.of());
  }

  /**
   * @param formerTyped the Java names of the entity's attributes whose stored values may still be
   *     of their former type ({@code @Formerly(type = long.class)})
   */
  FormPlanner(ClassName schema, Collection<String> taken, Set<String> formerTyped) {
    this.schema = schema;
    this.schemaConstants = new HashSet<>(taken);
    this.formerTyped = Set.copyOf(formerTyped);
  }

  private final Set<String> formerTyped;

  /** The plans of an entity's attributes, in order, with their codecs declared in the schema. */
  List<AttributePlan> attributes(List<AttributeModel> attributes) {
    return attributes.stream()
        .map(a -> attribute(a, schema, schemaConstants, schemaCodecs, a.name()))
        .toList();
  }

  /** The schema's codec constants, in declaration order. */
  List<CodecPlan> schemaCodecs() {
    return List.copyOf(schemaCodecs);
  }

  /** The codec classes of the nested types, with the constants each declares. */
  List<NestedCodec> nestedCodecs() {
    return List.copyOf(nested.values());
  }

  /** The converter classes of the value types. */
  List<StoredForm.ValueClass> valueClasses() {
    return List.copyOf(values.values());
  }

  /**
   * The codec class of a former shape's record ({@code @FormerShape}), read from the item itself as
   * a nested record's codec reads its map; its messages name the record ({@code V1.name}).
   */
  NestedCodec former(ValueType.Embedded record, String path) {
    return nested(record, path);
  }

  /** A schema constant named {@code preferred} unless taken, distinct from every other one. */
  String constant(String preferred) {
    String name = Names.fresh(preferred, schemaConstants);
    schemaConstants.add(name);
    return name;
  }

  /** The constant of the entity type descriptor, distinct from every other constant. */
  String itemType() {
    String name = Names.fresh(Names.ITEM_TYPE, schemaConstants);
    schemaConstants.add(name);
    return name;
  }

  private AttributePlan attribute(
      AttributeModel attribute,
      ClassName owner,
      Set<String> constants,
      List<CodecPlan> declared,
      String path) {
    if (attribute.ignored()) {
      return new AttributePlan(attribute, Optional.empty(), false);
    }
    Optional<String> storedName =
        attribute.storedName().equals(path)
            ? Optional.empty()
            : Optional.of(attribute.storedName());
    CodecPlan codec;
    if (attribute.type() instanceof ValueType.Embedded embedded) {
      CodecPlan form = nested(embedded, path).codec();
      codec =
          storedName.isEmpty() && form.path().equals(path)
              ? form
              : declare(
                  owner,
                  constants,
                  declared,
                  attribute.name(),
                  path,
                  Optional.of(attribute.storedName()),
                  new StoredForm.Renamed(form));
    } else {
      String base = attribute.name();
      StoredForm form =
          attribute.has(Role.TTL)
              ? ttl(attribute)
              : form(
                  attribute.type(),
                  path,
                  attribute.fractionDigits(),
                  owner,
                  constants,
                  declared,
                  base);
      if (owner.equals(schema)
          && formerTyped.contains(attribute.name())
          && form instanceof StoredForm.Scalar scalar) {
        form = new StoredForm.Scalar(scalar.kind(), scalar.javaType(), scalar.formers(), true);
      }
      codec = declare(owner, constants, declared, base, path, storedName, form);
    }
    DefaultValue ifAbsent = DefaultValue.of(attribute).orElse(null);
    boolean required =
        (attribute.primitive() && !attribute.has(Role.TTL) && ifAbsent == null)
            || requires(codec.form());
    return new AttributePlan(
        attribute,
        Optional.of(codec),
        required,
        ifAbsent,
        ifAbsent != null || holds(codec.form(), AttributePlan::defaulted));
  }

  private static StoredForm ttl(AttributeModel attribute) {
    return attribute.scalarKind() == ScalarKind.INSTANT
        ? new StoredForm.TtlInstant()
        : new StoredForm.TtlSeconds(attribute.type().javaType());
  }

  private CodecPlan declare(
      ClassName owner,
      Set<String> constants,
      List<CodecPlan> declared,
      String base,
      String path,
      Optional<String> storedName,
      StoredForm form) {
    String constant = Names.fresh(Names.codec(base), constants);
    constants.add(constant);
    CodecPlan codec = new CodecPlan(owner, constant, path, storedName, form);
    declared.add(codec);
    return codec;
  }

  /**
   * The form of a value of {@code type} at {@code path}; its elements are declared first, as
   * constants named after {@code base}.
   *
   * @param scale the fraction digits a decimal attribute declares ({@code @KeyFormat}), -1 for
   *     elements
   */
  private StoredForm form(
      ValueType type,
      String path,
      int scale,
      ClassName owner,
      Set<String> constants,
      List<CodecPlan> declared,
      String base) {
    if (type instanceof ValueType.Scalar scalar) {
      StoredForm stored =
          scalar.kind() == ScalarKind.BIG_DECIMAL && scale > 0
              ? new StoredForm.ScaledDecimal(scale)
              : new StoredForm.Scalar(
                  scalar.kind(),
                  scalar.storedType(),
                  scalar.formers().stream()
                      .collect(
                          java.util.stream.Collectors.toMap(
                              EnumFormer::former, EnumFormer::constant, (a, b) -> a)));
      return scalar.conversion() == null
          ? stored
          : new StoredForm.Converted(stored, converter(scalar), scalar.javaType());
    }
    if (type instanceof ValueType.ListOf list) {
      return new StoredForm.ListOf(
          child(list.element(), path + "[]", owner, constants, declared, base + "Element"),
          list.javaType());
    }
    if (type instanceof ValueType.SetOf set) {
      // A set's elements are named as the set in messages (they are not addressable).
      return new StoredForm.SetOf(
          child(set.element(), path, owner, constants, declared, base + "Element"), set.javaType());
    }
    if (type instanceof ValueType.MapOf map) {
      return new StoredForm.MapOf(
          child(map.value(), path + "{}", owner, constants, declared, base + "Value"),
          map.javaType());
    }
    if (type instanceof ValueType.OptionalOf optional) {
      return new StoredForm.OptionalOf(
          child(optional.value(), path, owner, constants, declared, base + "Value"),
          optional.javaType());
    }
    throw new IllegalStateException("no stored form for " + type);
  }

  /** The codec of an element: a nested type's form, or a constant of its own. */
  private CodecPlan child(
      ValueType type,
      String path,
      ClassName owner,
      Set<String> constants,
      List<CodecPlan> declared,
      String base) {
    if (type instanceof ValueType.Embedded embedded) {
      return nested(embedded, path).codec();
    }
    StoredForm form = form(type, path, -1, owner, constants, declared, base);
    return declare(owner, constants, declared, base, path, Optional.empty(), form);
  }

  private StoredForm.Converter converter(ValueType.Scalar scalar) {
    if (scalar.conversion() instanceof Conversion.Converter converter) {
      return new StoredForm.TableConverter(converter.holder(), converter.field());
    }
    Conversion.Component component = (Conversion.Component) scalar.conversion();
    StoredForm.ValueClass type =
        values.computeIfAbsent(
            scalar.javaType().withoutAnnotations(),
            javaType ->
                new StoredForm.ValueClass(
                    schema.nestedClass(className(Names.valueConverter(javaType))),
                    javaType,
                    component.storedType().box(),
                    component.accessor()));
    return new StoredForm.ValueConverter(type);
  }

  /**
   * The codec class of a nested type, planned at its first use: its messages name that path, as one
   * class serves every attribute of the type.
   */
  private NestedCodec nested(ValueType.Embedded embedded, String path) {
    NestedCodec known = nested.get(embedded.javaType());
    if (known != null) {
      return known;
    }
    ClassName name = schema.nestedClass(className(Names.nestedCodec(embedded)));
    Set<String> constants = new HashSet<>(Set.of(Names.NESTED_FORM));
    List<CodecPlan> declared = new ArrayList<>();
    List<AttributePlan> fields =
        embedded.attributes().stream()
            .map(f -> attribute(f, name, constants, declared, path + "." + f.name()))
            .toList();
    int size = (int) fields.stream().filter(f -> f.codec().isPresent()).count();
    CodecPlan codec =
        new CodecPlan(
            name,
            Names.NESTED_FORM,
            path,
            Optional.empty(),
            new StoredForm.Nested(name, size, embedded.javaType()));
    declared.add(codec);
    NestedCodec plan =
        new NestedCodec(
            name,
            schema.nestedClass(Names.nestedRef(embedded)),
            embedded.javaType(),
            embedded.construction(),
            fields,
            declared,
            codec,
            embedded.renames().stream()
                .filter(rename -> !rename.attribute().ignored())
                .map(
                    rename ->
                        new MigrationPlan.Rename(
                            rename.attribute().storedName(), rename.formerly()))
                .toList());
    nested.put(embedded.javaType(), plan);
    return plan;
  }

  private String className(String preferred) {
    String name = Names.fresh(preferred, classNames);
    classNames.add(name);
    return name;
  }

  /** Whether a value of this form holds primitives that a full item must have. */
  private boolean requires(StoredForm form) {
    return holds(form, AttributePlan::required);
  }

  /** Whether a value of this form holds a nested field that {@code test} accepts. */
  private boolean holds(StoredForm form, java.util.function.Predicate<AttributePlan> test) {
    if (form instanceof StoredForm.ListOf list) {
      return holds(list.element().form(), test);
    }
    if (form instanceof StoredForm.MapOf map) {
      return holds(map.value().form(), test);
    }
    if (form instanceof StoredForm.OptionalOf optional) {
      return holds(optional.value().form(), test);
    }
    if (form instanceof StoredForm.Renamed renamed) {
      return holds(renamed.of().form(), test);
    }
    if (form instanceof StoredForm.Nested codec) {
      return nested.values().stream()
          .filter(n -> n.name().equals(codec.codec()))
          .flatMap(n -> n.fields().stream())
          .anyMatch(test);
    }
    return false;
  }
}
