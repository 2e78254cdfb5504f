package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Construction;
import java.util.List;

/**
 * The codec class of a nested type ({@code OrderSchema.LineCodec}): a constant per stored field,
 * the nested form itself ({@code LineCodec.CODEC}) and the typed references of its fields ({@code
 * LineRef}). One per type and schema; its messages name the first attribute that holds the type.
 *
 * @param name the codec class
 * @param refs the reference class of the fields
 * @param fields every field, in declaration order, with its codec
 * @param codecs the constants the class declares, in order: the fields' and their elements', then
 *     {@code codec}
 * @param codec the nested form's constant, which lists, maps and the references use
 * @param renames the fields stored under a former name until a migration rewrote them
 *     ({@code @Attribute(formerly = ...)}): its reads take the former name when the new one is
 *     absent
 */
public record NestedCodec(
    ClassName name,
    ClassName refs,
    TypeName javaType,
    Construction construction,
    List<AttributePlan> fields,
    List<CodecPlan> codecs,
    CodecPlan codec,
    List<MigrationPlan.Rename> renames) {

  public NestedCodec {
    fields = List.copyOf(fields);
    codecs = List.copyOf(codecs);
    renames = List.copyOf(renames);
  }

  public NestedCodec(
      ClassName name,
      ClassName refs,
      TypeName javaType,
      Construction construction,
      List<AttributePlan> fields,
      List<CodecPlan> codecs,
      CodecPlan codec) {
    this(name, refs, javaType, construction, fields, codecs, codec, List.of());
  }

  /**
   * The reference class of a list of the type ({@code LineListRef}), whose {@code at(i)} is a
   * {@link #refs} of element {@code i}.
   */
  public ClassName listRefs() {
    return refs.peerClass(stem() + "ListRef");
  }

  /**
   * The reference class of a map of the type ({@code LineMapRef}), whose {@code at(key)} is a
   * {@link #refs} of the value under {@code key}.
   */
  public ClassName mapRefs() {
    return refs.peerClass(stem() + "MapRef");
  }

  private String stem() {
    String name = refs.simpleName();
    return name.endsWith("Ref") ? name.substring(0, name.length() - 3) : name;
  }

  /** The fields' models, in declaration order. */
  public List<AttributeModel> models() {
    return fields.stream().map(AttributePlan::model).toList();
  }
}
