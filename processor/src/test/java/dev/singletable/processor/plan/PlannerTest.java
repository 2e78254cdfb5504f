package dev.singletable.processor.plan;

import static dev.singletable.processor.plan.Designs.attribute;
import static dev.singletable.processor.plan.Designs.design;
import static dev.singletable.processor.plan.Designs.entity;
import static dev.singletable.processor.plan.Designs.gsi;
import static dev.singletable.processor.plan.Designs.lsi;
import static dev.singletable.processor.plan.Designs.string;
import static dev.singletable.processor.plan.Designs.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.singletable.annotations.Projection;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.TableModel;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Plans built from model records, without javac: keys, gating, stages, setters, collections. */
class PlannerTest {

  private static final TableModel SHOP =
      table(
          "Shop",
          "SK",
          gsi("GSI1", "GSI1PK", "GSI1SK", Projection.ALL),
          gsi("Inverted", "SK", "PK", Projection.ALL),
          gsi("GSI2", "GSI2PK", "GSI2SK", Projection.KEYS_ONLY),
          lsi("LSI1"));

  private static final AttributeModel STATUS = attribute("status", ScalarKind.ENUM, false);
  private static final AttributeModel CREATED_AT =
      attribute("createdAt", ScalarKind.INSTANT, false);
  private static final AttributeModel TOTAL = attribute("total", ScalarKind.BIG_DECIMAL, false);

  private static EntityModel order() {
    return entity("Order", SHOP)
        .with(string("userId"), string("orderId"), CREATED_AT, STATUS, TOTAL)
        .key("USER#{userId}", "ORDER#{createdAt}#{orderId}", "ordersOf")
        .gsi("GSI1", "STATUS#{status}", "{createdAt}#{orderId}", "byStatus")
        .gsi("GSI2", "ORDER#{orderId}", "ORDER", "byId")
        .lsi("LSI1", "TOTAL#{total}#{orderId}", "byTotal")
        .collection("userView")
        .build();
  }

  private static EntityPlan plan(EntityModel entity) {
    return Planner.plan(design(SHOP, entity), true).entities().get(0);
  }

  @Test
  void primaryKeyComponentsAreResolvedToAttributesAndEncoders() {
    PrimaryKeyPlan key = plan(order()).primaryKey();

    assertThat(KeyPlanner.names(key.components()))
        .containsExactly("userId", "createdAt", "orderId");
    assertThat(KeyPlanner.names(key.partition().components())).containsExactly("userId");
    assertThat(key.partition().attribute()).isEqualTo("PK");
    assertThat(key.partition().partition()).isTrue();
    KeyTemplate sort = key.sort().orElseThrow();
    assertThat(sort.attribute()).isEqualTo("SK");
    assertThat(sort.literalPrefix()).isEqualTo("ORDER#");
    assertThat(sort.parts())
        .extracting(part -> part.getClass().getSimpleName())
        .containsExactly("Text", "Value", "Text", "Value");
    KeyComponent createdAt = key.components().get(1);
    assertThat(createdAt.factory()).isEqualTo("instant");
    assertThat(createdAt.constant()).isEqualTo("CREATED_AT");
    assertThat(createdAt.arguments()).containsExactly(9);
    assertThat(key.partition().descriptor()).isEqualTo("PK");
    assertThat(sort.descriptor()).isEqualTo("SK");
    assertThat(createdAt.delimited()).isFalse();
    assertThat(key.components().get(0).delimited()).isTrue();
  }

  @Test
  void boxedIntegersInKeysAreCheckedBeforeUnboxingAndDecimalsCarryTheirFormat() {
    EntityModel entity =
        entity("Reading", SHOP)
            .with(
                string("sensorId"),
                attribute("value", ScalarKind.INT, false),
                attribute("at", ScalarKind.LONG, true),
                TOTAL)
            .key("SENSOR#{sensorId}", "{value}#{at}#{total}", "readingsOf")
            .build();

    List<KeyComponent> components = plan(entity).primaryKey().components();

    // The part of a boxed integer encodes Integer (refusing null) before any unboxing; a
    // primitive one is passed to the part's primitive overload.
    assertThat(components.get(1).storedType()).isEqualTo(TypeName.INT.box());
    assertThat(components.get(1).attribute().primitive()).isFalse();
    assertThat(components.get(2).storedType()).isEqualTo(TypeName.LONG.box());
    assertThat(components.get(2).attribute().primitive()).isTrue();
    assertThat(components.get(3).factory()).isEqualTo("decimal");
    assertThat(components.get(3).arguments()).containsExactly(8, 2);
  }

  @Test
  void sparseIndexKeysAreWrittenOnlyWhenTheirNonKeyComponentsAreSet() {
    IndexKeyPlan gsi1 = plan(order()).indexKeys().get(0);

    assertThat(gsi1.methods())
        .extracting(KeyMethod::name)
        .containsExactly("gsi1PartitionKey", "gsi1SortKey");
    assertThat(gsi1.itemKeys())
        .extracting(m -> m.template().attribute())
        .containsExactly("GSI1PK", "GSI1SK");
    assertThat(gsi1.inputs()).containsExactly(STATUS);
    assertThat(gsi1.required()).containsExactly(STATUS);
  }

  @Test
  void anInvertedIndexWritesNoKeyOfItsOwnAndAnLsiHasNoPartitionMethod() {
    EntityModel note =
        entity("Note", SHOP)
            .with(string("userId"), string("noteId"), attribute("pages", ScalarKind.INT, true))
            .key("USER#{userId}", "NOTE#{noteId}", "notesOf")
            .gsi("Inverted", "NOTE#{noteId}", "USER#{userId}", "byNote")
            .lsi("LSI1", "PAGES#{pages}", "byPages")
            .build();

    List<IndexKeyPlan> indexes = plan(note).indexKeys();

    assertThat(indexes.get(0).methods()).hasSize(2);
    assertThat(indexes.get(0).itemKeys()).isEmpty();
    assertThat(indexes.get(1).methods()).extracting(KeyMethod::name).containsExactly("lsi1SortKey");
    // A primitive input is always set: the LSI key is written unconditionally.
    assertThat(indexes.get(1).inputs()).extracting(AttributeModel::name).containsExactly("pages");
    assertThat(indexes.get(1).required()).isEmpty();
  }

  @Test
  void queriesStageEverySortKeyComponentAndReturnViewsOfIndexesThatDoNotProjectTheEntity() {
    EntityPlan order = plan(order());

    assertThat(order.queries())
        .extracting(QueryPlan::method)
        .containsExactly("ordersOf", "byStatus", "byId", "byTotal");
    assertThat(order.queries())
        .extracting(q -> q.view().isPresent())
        .containsExactly(false, false, true, false);
    assertThat(order.queries().get(2).view()).contains(ClassName.get("test", "OrderGsi2View"));
    assertThat(order.views())
        .singleElement()
        .satisfies(
            view -> {
              assertThat(view.indexName()).isEqualTo("GSI2");
              assertThat(view.attributes()).isEmpty();
            });
    assertThat(order.keyReadBack().partitionPattern()).isEqualTo("USER#{userId}");
    QueryPlan ordersOf = order.queries().get(0);
    assertThat(ordersOf.start()).isEqualTo(new QueryPlan.Prefix("ORDER#"));
    assertThat(ordersOf.firstStage())
        .contains(ClassName.get("test", "OrderRepository", "CreatedAtOrderIdStage"));
    assertThat(ordersOf.stages())
        .extracting(stage -> stage.component().name())
        .containsExactly("createdAt", "orderId");
    QueryStage first = ordersOf.stages().get(0);
    assertThat(first.declares()).isTrue();
    assertThat(ordersOf.target()).isEqualTo("ORDERS_OF");
    assertThat(first.sortKey()).isEqualTo("SK");
    assertThat(first.after()).isEqualTo("#");
    assertThat(first.next().orElseThrow().simpleName()).isEqualTo("OrderIdStage");
    assertThat(first.beginsWith()).isFalse();
    assertThat(ordersOf.stages().get(1).next()).isEmpty();
    assertThat(ordersOf.stages().get(1).after()).isEmpty();
    assertThat(ordersOf.stages().get(1).beginsWith()).isTrue();
    QueryPlan byTotal = order.queries().get(3);
    assertThat(byTotal.partitionAttribute()).isEqualTo("PK");
    // GSI1SK = {createdAt}#{orderId} ends in the components of SK = ORDER#{createdAt}#{orderId}:
    // byStatus reuses the stage classes of ordersOf, which declares them, with its own sort key.
    QueryPlan byStatus = order.queries().get(1);
    assertThat(byStatus.stages())
        .extracting(QueryStage::type)
        .containsExactlyElementsOf(ordersOf.stages().stream().map(QueryStage::type).toList());
    assertThat(byStatus.stages()).noneMatch(QueryStage::declares);
    assertThat(byStatus.stages().get(0).sortKey()).isEqualTo("GSI1_SK");
    assertThat(byTotal.partition().owner().simpleName()).isEqualTo("OrderKey");
    assertThat(order.queries().get(1).partition().method()).isEqualTo("gsi1PartitionKey");
  }

  @Test
  void leadingSortKeyComponentsThePartitionHoldsAreFoldedIntoThePrefix() {
    EntityModel member =
        entity("TeamMember", SHOP)
            .with(string("teamId"), string("userId"))
            .key("TEAM#{teamId}", "TEAM#{teamId}#MEMBER#{userId}", "membersOf")
            .build();
    EntityModel group =
        entity("Group", SHOP)
            .with(string("groupId"))
            .key("GROUP#{groupId}", "GROUP#{groupId}", "groupOf")
            .build();

    QueryPlan members = plan(member).queries().get(0);
    QueryPlan groups = plan(group).queries().get(0);

    QueryPlan.FoldedPrefix folded = (QueryPlan.FoldedPrefix) members.start();
    assertThat(folded.parts())
        .extracting(part -> part instanceof KeyTemplate.Text text ? text.text() : "{teamId}")
        .containsExactly("TEAM#", "{teamId}", "#MEMBER#");
    assertThat(members.stages())
        .singleElement()
        .satisfies(
            stage -> {
              assertThat(stage.component().name()).isEqualTo("userId");
              assertThat(stage.after()).isEmpty();
              assertThat(stage.type().simpleName()).isEqualTo("UserIdStage");
            });
    assertThat(groups.start()).isInstanceOf(QueryPlan.FoldedEqualTo.class);
    assertThat(((QueryPlan.FoldedEqualTo) groups.start()).sortKey()).isEqualTo("SK");
    assertThat(groups.stages()).isEmpty();
    assertThat(groups.firstStage()).isEmpty();
  }

  @Test
  void aTableWithoutSortKeyQueriesTheWholePartition() {
    TableModel ledger = table("Ledger", null);
    EntityModel item =
        entity("Item", ledger).with(string("itemId")).key("ITEM#{itemId}", null, "itemOf").build();

    TablePlan plan = Planner.plan(design(ledger, item), true);

    EntityPlan planned = plan.entities().get(0);
    assertThat(planned.primaryKey().sort()).isEmpty();
    assertThat(planned.queries().get(0).start()).isEqualTo(new QueryPlan.Any());
    assertThat(planned.queries().get(0).sortAttribute()).isEmpty();
  }

  @Test
  void indexAwareSettersAskForTheOtherComponentsAndReadKeyComponentsFromTheKey() {
    EntityModel review =
        entity("Review", SHOP)
            .with(
                string("sku"),
                string("reviewId"),
                string("authorId"),
                attribute("rating", ScalarKind.INT, true))
            .key("PRODUCT#{sku}", "REVIEW#{reviewId}", "reviewsOf")
            .gsi("GSI1", "AUTHOR#{authorId}", "RATING#{rating}#{reviewId}", "byAuthor")
            .build();

    UpdatePlan update = plan(review).update();

    assertThat(update.update().simpleName()).isEqualTo("ReviewUpdate");
    assertThat(update.update().enclosingClassName().simpleName()).isEqualTo("ReviewRepository");
    assertThat(update.versioned()).isFalse();
    assertThat(update.setters())
        .extracting(IndexSetter::setter)
        .containsExactly("setAuthorId", "setRating");
    IndexSetter author = update.setters().get(0);
    assertThat(author.remover()).contains("removeAuthorId");
    assertThat(author.constant()).isEqualTo("AUTHOR_ID");
    assertThat(author.others())
        .extracting(other -> other.attribute().name())
        .containsExactly("rating");
    assertThat(author.indexNames()).containsExactly("GSI1");
    assertThat(author.rewrites())
        .extracting(IndexSetter.KeyRewrite::key)
        .containsExactly("GSI1_PK", "GSI1_SK");
    assertThat(author.rewrites().get(1).arguments())
        .containsExactly(
            new IndexSetter.Argument("rating", false), new IndexSetter.Argument("reviewId", true));
    assertThat(author.removedKeys()).containsExactly("GSI1_PK", "GSI1_SK");
    assertThat(update.setters().get(1).remover()).isEmpty();
    assertThat(plan(review).indexInputs())
        .extracting(EntityPlan.IndexInput::setter)
        .containsExactly("setAuthorId", "setRating", "setReviewId");
  }

  @Test
  void onlyAttributesTheGenericUpdateMayWriteGetSettableReferences() {
    EntityModel review =
        entity("Review", SHOP)
            .with(
                string("sku"),
                string("reviewId"),
                string("authorId"),
                attribute("rating", ScalarKind.INT, true),
                string("text"))
            .key("PRODUCT#{sku}", "REVIEW#{reviewId}", "reviewsOf")
            .gsi("GSI1", "AUTHOR#{authorId}", "RATING#{rating}#{reviewId}", "byAuthor")
            .build();

    assertThat(plan(review).references())
        .extracting(reference -> reference.attribute().name() + "=" + reference.settable())
        .containsExactly(
            "sku=false", "reviewId=false", "authorId=false", "rating=false", "text=true");
  }

  @Test
  void anEntityWhoseAttributesFeedNoIndexKeyHasATypedUpdateWithoutSetters() {
    EntityModel profile =
        entity("Profile", SHOP)
            .with(string("userId"), string("name"))
            .key("USER#{userId}", "PROFILE", "profileOf")
            .build();

    EntityPlan plan = plan(profile);

    assertThat(plan.update().update().simpleName()).isEqualTo("ProfileUpdate");
    assertThat(plan.update().setters()).isEmpty();
    assertThat(plan.publicConstructors()).isFalse();
    assertThat(plan.queries().get(0).start()).isEqualTo(new QueryPlan.EqualTo("PROFILE"));
  }

  @Test
  void generatedNamesNeverCollideWithAttributeNames() {
    EntityModel slot =
        entity("Slot", SHOP)
            .with(
                string("instance"),
                string("prefix"),
                string("next"),
                string("item"),
                string("key"),
                string("stored"),
                string("slot"))
            .key("SLOT#{prefix}", "{prefix}#{next}#{item}", "slotsOf")
            .gsi("GSI1", "STORED#{stored}", "{key}#{slot}", "byStored")
            .build();

    EntityPlan plan = plan(slot);

    assertThat(plan.attributes())
        .extracting(attribute -> attribute.stored().constant())
        .containsExactly(
            "INSTANCE_CODEC",
            "PREFIX_CODEC",
            "NEXT_CODEC",
            "ITEM_CODEC",
            "KEY_CODEC",
            "STORED_CODEC",
            "SLOT_CODEC");
    assertThat(plan.references())
        .extracting(Reference::constant)
        .containsExactly("INSTANCE_VALUE", "PREFIX", "NEXT", "ITEM", "KEY", "STORED", "SLOT");
    assertThat(plan.firstConstant()).isEqualTo("INSTANCE_VALUE");
    // The schema's methods hold no attribute locals: only their own names are avoided.
    assertThat(plan.schemaVariable()).isEqualTo("slot");
    QueryPlan slotsOf = plan.queries().get(0);
    // The key record's part constants are named after the components, clear of the key constants.
    assertThat(slotsOf.start()).isInstanceOf(QueryPlan.FoldedPrefix.class);
    assertThat(slotsOf.stages().get(0).component().constant()).isEqualTo("NEXT");
    assertThat(plan.primaryKey().components())
        .extracting(KeyComponent::constant)
        .containsExactly("PREFIX", "NEXT", "ITEM");
  }

  @Test
  void entityVariablesAvoidKeywordsAndTheCrossEntityParameters() {
    EntityModel item =
        entity("Item", SHOP).with(string("id")).key("ITEM#{id}", "ITEM", "itemOf").build();
    EntityModel caseEntity =
        entity("Case", SHOP).with(string("id")).key("CASE#{id}", "CASE", "caseOf").build();

    EntityPlan items = plan(item);
    EntityPlan cases = plan(caseEntity);

    assertThat(items.accessor()).isEqualTo("items");
    assertThat(items.pluralVariable()).isEqualTo("itemsValue");
    assertThat(items.variable()).isEqualTo("item");
    assertThat(items.schemaVariable()).isEqualTo("itemValue");
    assertThat(items.batchMethods())
        .isEqualTo(new EntityPlan.BatchMethods("putItems", "missingItemKeys", "skippedItemKeys"));
    assertThat(cases.keyVariable()).isEqualTo("caseValue");
    assertThat(cases.variable()).isEqualTo("caseValue");
    assertThat(cases.accessor()).isEqualTo("cases");
  }

  @Test
  void rolesAndPrimitiveDefaultsArePlanned() {
    EntityModel stock =
        entity("Stock", SHOP)
            .with(
                string("sku"),
                attribute("quantity", ScalarKind.INT, true),
                attribute("version", ScalarKind.INT, true, Role.VERSION),
                attribute("expiresAt", ScalarKind.LONG, true, Role.TTL),
                attribute("updatedAt", ScalarKind.INSTANT, false, Role.UPDATED_AT))
            .key("STOCK#{sku}", "STOCK", "stockOf")
            .build();

    TablePlan plan = Planner.plan(design(SHOP, stock), true);

    RolePlan roles = plan.entities().get(0).roles();
    assertThat(roles.versionIsInt()).isTrue();
    assertThat(roles.preparesWrites()).isTrue();
    assertThat(roles.primitiveDefaults())
        .extracting(AttributeModel::name)
        .containsExactly("quantity");
    assertThat(plan.ttlAttribute()).contains("expiresAt");
  }

  @Test
  void collectionsNameTheirMembersAndReportRowsNameTheGeneratedCalls() {
    EntityModel profile =
        entity("Cursor", SHOP)
            .with(string("userId"))
            .key("USER#{userId}", "PROFILE", "profileOf")
            .collection("userView")
            .build();

    TablePlan plan = Planner.plan(design(SHOP, order(), profile), true);

    CollectionPlan view = plan.collections().get(0);
    assertThat(view.result().simpleName()).isEqualTo("UserView");
    assertThat(view.indexName()).isEmpty();
    assertThat(view.members())
        .extracting(CollectionPlan.Member::field)
        .containsExactly("orders", "cursorValue");
    assertThat(view.members())
        .extracting(CollectionPlan.Member::single)
        .containsExactly(false, true);
    assertThat(plan.accessPatterns())
        .extracting(ReportEntry::index, ReportEntry::method)
        .contains(
            tuple("table", Optional.of("orders().ordersOf(userId)")),
            tuple("GSI2", Optional.of("orders().byId(orderId)")),
            tuple("table", Optional.of("userView(userId)")));
    assertThat(plan.types().db()).isEqualTo(ClassName.get("test", "ShopDb"));
  }
}
