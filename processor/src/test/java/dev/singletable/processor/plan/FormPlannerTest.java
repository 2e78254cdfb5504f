package dev.singletable.processor.plan;

import static dev.singletable.processor.plan.Designs.attribute;
import static dev.singletable.processor.plan.Designs.design;
import static dev.singletable.processor.plan.Designs.entity;
import static dev.singletable.processor.plan.Designs.string;
import static dev.singletable.processor.plan.Designs.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Construction;
import dev.singletable.processor.model.Conversion;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.ValueType;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The planner decides how every attribute is stored (the writers only render its forms): TTLs and
 * their zero rule, primitives a full item must hold, scaled decimals, value types, nested types and
 * collections, and the names of the constants and classes of their codecs.
 */
class FormPlannerTest {

  private static final TableModel SHOP = table("Shop", "SK");
  private static final ClassName SCHEMA = ClassName.get(Designs.PACKAGE, "StockSchema");
  private static final ClassName LINE_TYPE = ClassName.get(Designs.PACKAGE, "Stock", "Line");

  private static AttributeModel of(String name, ValueType type, boolean primitive) {
    return new AttributeModel(
        name, name, type, name, null, primitive, false, Set.of(), -1, -1, Origin.none());
  }

  private static AttributeModel renamed(AttributeModel attribute, String storedName) {
    return new AttributeModel(
        attribute.name(),
        storedName,
        attribute.type(),
        attribute.accessor(),
        null,
        attribute.primitive(),
        false,
        attribute.roles(),
        -1,
        -1,
        Origin.none());
  }

  private static final ValueType.Embedded LINE =
      new ValueType.Embedded(
          LINE_TYPE,
          Construction.record(List.of("sku", "quantity")),
          List.of(renamed(string("sku"), "s"), attribute("quantity", ScalarKind.INT, true)));

  private static TypeName list(TypeName element) {
    return ParameterizedTypeName.get(ClassName.get(List.class), element);
  }

  private static EntityPlan plan(AttributeModel... attributes) {
    EntityModel stock =
        entity("Stock", SHOP)
            .with(string("sku"))
            .with(attributes)
            .key("STOCK#{sku}", "STOCK", "stockOf")
            .build();
    return Planner.plan(design(SHOP, stock), true).entities().get(0);
  }

  private static AttributePlan planOf(EntityPlan plan, String name) {
    return plan.attributes().stream()
        .filter(a -> a.model().name().equals(name))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void primitivesAreRequiredInAFullItemButAPrimitiveTtlIsZeroWhenAbsent() {
    EntityPlan plan =
        plan(
            attribute("quantity", ScalarKind.INT, true),
            attribute("reserved", ScalarKind.INT, false),
            attribute("expiresAt", ScalarKind.LONG, true, Role.TTL));

    assertThat(planOf(plan, "quantity").stored().form())
        .isEqualTo(new StoredForm.Scalar(ScalarKind.INT, TypeName.INT));
    assertThat(planOf(plan, "quantity").required()).isTrue();
    assertThat(planOf(plan, "reserved").required()).isFalse();
    assertThat(planOf(plan, "expiresAt").stored().form())
        .isEqualTo(new StoredForm.TtlSeconds(TypeName.LONG));
    assertThat(planOf(plan, "expiresAt").required()).isFalse();
  }

  @Test
  void aTtlInstantIsEpochSecondsAndADecimalKeepsItsDeclaredScale() {
    EntityPlan plan =
        plan(
            attribute("expiresAt", ScalarKind.INSTANT, false, Role.TTL),
            attribute("total", ScalarKind.BIG_DECIMAL, false));

    assertThat(planOf(plan, "expiresAt").stored().form()).isEqualTo(new StoredForm.TtlInstant());
    assertThat(planOf(plan, "total").stored().form()).isEqualTo(new StoredForm.ScaledDecimal(2));
  }

  @Test
  void elementsAreDeclaredBeforeTheListsThatHoldThem() {
    TypeName strings = list(ClassName.get(String.class));
    EntityPlan plan =
        plan(
            of(
                "tags",
                new ValueType.ListOf(
                    new ValueType.Scalar(ScalarKind.STRING, ClassName.get(String.class)), strings),
                false));

    assertThat(plan.forms().codecs())
        .extracting(CodecPlan::constant, CodecPlan::path)
        .containsExactly(
            tuple("SKU_CODEC", "sku"),
            tuple("TAGS_ELEMENT_CODEC", "tags[]"),
            tuple("TAGS_CODEC", "tags"));
    StoredForm.ListOf tags = (StoredForm.ListOf) planOf(plan, "tags").stored().form();
    assertThat(tags.element()).isSameAs(plan.forms().codecs().get(1));
  }

  @Test
  void codecConstantsAvoidTheReferenceConstantsAndEachOther() {
    EntityPlan plan = plan(string("total"), string("totalCodec"), string("itemType"));

    assertThat(plan.references())
        .extracting(Reference::constant)
        .containsExactly("SKU", "TOTAL", "TOTAL_CODEC", "ITEM_TYPE");
    assertThat(plan.attributes())
        .extracting(a -> a.stored().constant())
        .containsExactly("SKU_CODEC", "TOTAL_CODEC_VALUE", "TOTAL_CODEC_CODEC", "ITEM_TYPE_CODEC");
    assertThat(plan.forms().itemType()).isEqualTo("ITEM_TYPE_VALUE");
  }

  @Test
  void aNestedTypeHasOneCodecClassWhoseMessagesNameItsFirstPath() {
    EntityPlan plan =
        plan(
            of("lines", new ValueType.ListOf(LINE, list(LINE_TYPE)), false),
            of("main", LINE, false));

    assertThat(plan.forms().nested()).hasSize(1);
    NestedCodec line = plan.forms().nested().get(0);
    assertThat(line.name()).isEqualTo(SCHEMA.nestedClass("LineCodec"));
    assertThat(line.refs()).isEqualTo(SCHEMA.nestedClass("LineRef"));
    assertThat(line.codec().path()).isEqualTo("lines[]");
    assertThat(line.codecs())
        .extracting(CodecPlan::constant, CodecPlan::path, CodecPlan::storedName)
        .containsExactly(
            tuple("SKU_CODEC", "lines[].sku", Optional.of("s")),
            tuple("QUANTITY_CODEC", "lines[].quantity", Optional.of("quantity")),
            tuple("CODEC", "lines[]", Optional.empty()));
    assertThat(line.codec().form()).isEqualTo(new StoredForm.Nested(line.name(), 2, LINE_TYPE));
    assertThat(line.fields()).extracting(AttributePlan::required).containsExactly(false, true);
    // Both attributes hold a required primitive, so a full item must have it in each.
    assertThat(planOf(plan, "lines").required()).isTrue();
    assertThat(((StoredForm.ListOf) planOf(plan, "lines").stored().form()).element())
        .isSameAs(line.codec());
    CodecPlan main = planOf(plan, "main").stored();
    assertThat(main.storedName()).contains("main");
    assertThat(main.form()).isEqualTo(new StoredForm.Renamed(line.codec()));
    assertThat(planOf(plan, "main").required()).isTrue();
  }

  @Test
  void aValueTypeGetsAConverterClassAndKeepsItsComponentsForm() {
    ClassName skuId = ClassName.get(Designs.PACKAGE, "SkuId");
    EntityPlan plan =
        plan(
            of(
                "alias",
                new ValueType.Scalar(
                    ScalarKind.STRING,
                    skuId,
                    new Conversion.Component("value", ClassName.get(String.class))),
                false),
            of(
                "other",
                new ValueType.Scalar(
                    ScalarKind.STRING,
                    skuId,
                    new Conversion.Component("value", ClassName.get(String.class))),
                false));

    StoredForm.ValueClass converter =
        new StoredForm.ValueClass(
            SCHEMA.nestedClass("SkuIdConverter"), skuId, ClassName.get(String.class), "value");
    assertThat(plan.forms().valueClasses()).containsExactly(converter);
    assertThat(planOf(plan, "alias").stored().form())
        .isEqualTo(
            new StoredForm.Converted(
                new StoredForm.Scalar(ScalarKind.STRING, ClassName.get(String.class)),
                new StoredForm.ValueConverter(converter),
                skuId));
  }
}
