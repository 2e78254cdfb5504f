package dev.singletable.processor.plan;

import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeDefault;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.DerivationModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ShapeModel;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Plans one entity: its generated names, keys, index keys, queries, setters and roles. */
final class EntityPlanner {

  private final TableModel table;
  private final EntityModel entity;
  private final KeyPlanner keys;
  private final List<KeyUse> nativeUses;
  private final Set<String> formerTyped;

  EntityPlanner(TableModel table, EntityModel entity, List<KeyUse> nativeUses) {
    this(table, entity, nativeUses, Set.of());
  }

  /**
   * @param formerTyped the Java names of the attributes whose stored values may still be of their
   *     former type ({@code @Formerly(type = long.class)}), which their codecs read too
   */
  EntityPlanner(
      TableModel table, EntityModel entity, List<KeyUse> nativeUses, Set<String> formerTyped) {
    this.formerTyped = Set.copyOf(formerTyped);
    this.table = table;
    this.entity = entity;
    this.nativeUses = List.copyOf(nativeUses);
    this.keys = new KeyPlanner(entity);
  }

  private ShapeModel shape;

  /** The entity's stored shape, when it declares one ({@code @FormerShape}). */
  EntityPlanner shape(ShapeModel shape) {
    this.shape = shape;
    return this;
  }

  /** The schema's stored shape: each former shape's codec class, in the order of their numbers. */
  private ShapePlan shapePlan(FormPlanner forms) {
    if (shape == null) {
      return null;
    }
    List<ShapePlan.Former> formers = new ArrayList<>();
    shape.formers().stream()
        .sorted(java.util.Comparator.comparingInt(ShapeModel.Former::number))
        .forEach(
            former ->
                formers.add(
                    new ShapePlan.Former(
                        former.number(),
                        former.javaType(),
                        forms.former(
                            former.embedded().orElseThrow(), former.javaType().simpleName()),
                        former.upgrade())));
    return new ShapePlan(forms.constant("STORED_SHAPE"), shape.shape(), formers);
  }

  EntityPlan plan() {
    List<Reference> references = references();
    Set<String> taken = new HashSet<>(Names.SCHEMA_CONSTANTS);
    references.forEach(reference -> taken.add(reference.constant()));
    FormPlanner forms = new FormPlanner(Names.schema(entity), taken, formerTyped);
    List<AttributePlan> attributes = forms.attributes(entity.attributes());
    ShapePlan shapePlan = shapePlan(forms);
    Map<String, String> constants = new LinkedHashMap<>();
    references.forEach(
        reference -> constants.put(reference.attribute().name(), reference.constant()));
    SetterPlanner setters = new SetterPlanner(table, entity, keys, constants);
    QueryPlanner queries = new QueryPlanner(table, entity, keys);
    String accessor = Names.entityAccessor(entity);
    String plural = Names.upperFirst(accessor);
    KeyReadBack keyReadBack = KeyReadBack.of(Names.key(entity), entity.simpleName(), primaryKey());
    List<ViewPlan> views = new ViewPlanner(table, entity, keyReadBack, attributes, keys).plan();
    String schemaVariable = Names.fresh(Names.entityVariable(entity), Names.ITEM_LOCALS);
    return new EntityPlan(
        entity.type(),
        entity.simpleName(),
        entity.typeName(),
        Planner.elements(entity.origin()),
        Names.key(entity),
        Names.schema(entity),
        Names.repository(entity),
        table.async() ? Optional.of(Names.asyncRepository(entity)) : Optional.empty(),
        accessor,
        entity.construction(),
        attributes,
        references,
        new Forms(
            forms.schemaCodecs(),
            forms.nestedCodecs(),
            forms.valueClasses(),
            forms.itemType(),
            shapePlan),
        entity.storedAttributes().size()
            + 3
            + 2 * entity.indexKeys().size()
            + (shapePlan == null ? 0 : 1),
        Names.fresh(Names.entityVariable(entity), Set.of()),
        schemaVariable,
        Names.fresh(Names.entityVariable(entity), Names.CROSS_ENTITY_PARAMETERS),
        Names.fresh(accessor, Names.CROSS_ENTITY_PARAMETERS),
        references.isEmpty() ? "INSTANCE" : references.get(0).constant(),
        primaryKey(),
        entity.indexKeys().stream().map(use -> indexKey(use, setters)).toList(),
        indexInputs(),
        queries(queries, views, constants),
        keyReadBack,
        views,
        setters.plan(),
        !entity.type().packageName().equals(table.type().packageName()),
        roles(),
        new EntityPlan.BatchMethods(
            "put" + plural, Names.missingKeys(entity), Names.skippedKeys(entity)),
        derived(schemaVariable));
  }

  /**
   * One query per key use: of entities where the index projects them whole, of views elsewhere, in
   * key-use order.
   */
  private List<QueryPlan> queries(
      QueryPlanner queries, List<ViewPlan> views, Map<String, String> constants) {
    List<QueryPlan> plans = new ArrayList<>();
    for (KeyUse use : entity.keyUses()) {
      if (entity.readableFrom(use, table.entityTypeAttribute())) {
        plans.add(queries.plan(use));
      } else {
        views.stream()
            .filter(view -> view.indexName().equals(use.indexName()))
            .findFirst()
            .ifPresent(
                view ->
                    plans.add(
                        queries.plan(use, Optional.of(view.type()), !view.attributes().isEmpty())));
      }
    }
    for (KeyUse use : nativeUses) {
      if (use.index().projectsAll()) {
        plans.add(queries.planNative(use, constants));
      }
    }
    return plans;
  }

  /**
   * Reference constants avoid the schema's own constants and each other. Only the attributes the
   * generic update may write get settable references.
   */
  private List<Reference> references() {
    Set<String> taken = new HashSet<>(Names.SCHEMA_CONSTANTS);
    Set<AttributeModel> keyComponents =
        new HashSet<>(KeyPlanner.attributes(primaryKey().components()));
    Set<AttributeModel> indexInputs = indexInputAttributes();
    Derivations derivations = new Derivations(entity);
    Set<AttributeModel> sources = sourceAttributes(derivations);
    List<Reference> references = new ArrayList<>();
    for (AttributeModel attribute : entity.storedAttributes()) {
      String constant = Names.fresh(Names.constant(attribute.name()), taken);
      taken.add(constant);
      Reference.Write write;
      if (keyComponents.contains(attribute)) {
        write = Reference.Write.KEY_COMPONENT;
      } else if (attribute.has(Role.UNIQUE)) {
        write = Reference.Write.UNIQUE;
      } else if (derivations.isDerived(attribute)) {
        write = Reference.Write.DERIVED;
      } else if (sources.contains(attribute)) {
        write = Reference.Write.SOURCE;
      } else if (indexInputs.contains(attribute)) {
        write = Reference.Write.INDEX_INPUT;
      } else if (attribute.has(Role.VERSION)
          || attribute.has(Role.CREATED_AT)
          || attribute.has(Role.UPDATED_AT)) {
        write = Reference.Write.MAINTAINED;
      } else {
        write = Reference.Write.SETTABLE;
      }
      Optional<String> setter =
          write == Reference.Write.INDEX_INPUT || write == Reference.Write.SOURCE
              ? Optional.of(Names.setter(attribute.name()))
              : Optional.empty();
      references.add(
          new Reference(
              attribute,
              constant,
              write,
              setter,
              nativeUses.stream()
                  .filter(use -> use.index().keyAttributes().contains(attribute.storedName()))
                  .map(KeyUse::indexName)
                  .toList()));
    }
    return references;
  }

  private PrimaryKeyPlan primaryKey() {
    KeyUse primary = entity.primaryKey();
    return new PrimaryKeyPlan(
        keys.template(
            primary.partitionKey(),
            table.partitionKey(),
            true,
            KeyPlanner.keyConstant(primary, true)),
        Optional.ofNullable(primary.sortKey())
            .map(
                sortKey ->
                    keys.template(
                        sortKey, table.sortKey(), false, KeyPlanner.keyConstant(primary, false))),
        keys.components(primary.partitionKey(), primary.sortKey()));
  }

  private IndexKeyPlan indexKey(KeyUse use, SetterPlanner setters) {
    List<KeyMethod> methods = new ArrayList<>();
    List<KeyMethod> itemKeys = new ArrayList<>();
    if (!use.local()) {
      KeyMethod partition =
          new KeyMethod(
              Names.indexPartitionMethod(use.indexName()),
              keys.template(
                  use.partitionKey(),
                  use.index().partitionKey(),
                  true,
                  KeyPlanner.keyConstant(use, true)));
      methods.add(partition);
      // An index key that is also a table key (an inverted index) is already written.
      if (!isTableKey(use.index().partitionKey())) {
        itemKeys.add(partition);
      }
    }
    if (use.sortKey() != null) {
      KeyMethod sort =
          new KeyMethod(
              Names.indexSortMethod(use.indexName()),
              keys.template(
                  use.sortKey(), use.index().sortKey(), false, KeyPlanner.keyConstant(use, false)));
      methods.add(sort);
      if (!isTableKey(use.index().sortKey())) {
        itemKeys.add(sort);
      }
    }
    // Primary key components are checked when the primary key is rendered; only the others can
    // leave the index keys absent.
    List<AttributeModel> primary =
        KeyPlanner.attributes(
            keys.components(entity.primaryKey().partitionKey(), entity.primaryKey().sortKey()));
    List<AttributeModel> inputs =
        KeyPlanner.attributes(setters.indexComponents(use)).stream()
            .filter(attribute -> !primary.contains(attribute))
            .toList();
    return new IndexKeyPlan(
        use.indexName(),
        methods,
        itemKeys,
        inputs,
        inputs.stream().filter(attribute -> !attribute.primitive()).toList());
  }

  /**
   * Every attribute feeding an index key or a derived attribute, with the setter the runtime names
   * in its refusals, then each derived attribute with the setters of its sources (none when all its
   * sources are key components, which updates do not change).
   */
  private List<EntityPlan.IndexInput> indexInputs() {
    Derivations derivations = new Derivations(entity);
    Set<AttributeModel> keyComponents =
        new HashSet<>(KeyPlanner.attributes(primaryKey().components()));
    Set<AttributeModel> inputs = new LinkedHashSet<>(indexInputAttributes());
    sourceAttributes(derivations).stream()
        .filter(source -> !keyComponents.contains(source))
        .forEach(inputs::add);
    List<EntityPlan.IndexInput> all = new ArrayList<>();
    for (AttributeModel input : inputs) {
      if (!derivations.isDerived(input)) {
        all.add(new EntityPlan.IndexInput(input.storedName(), Names.setter(input.name())));
      }
    }
    for (DerivationModel derivation : derivations.ordered()) {
      List<String> setters =
          entity.storedAttributes().stream()
              .filter(
                  source ->
                      !derivations.isDerived(source)
                          && !keyComponents.contains(source)
                          && derivations.dependents(source).contains(derivation))
              .map(source -> Names.setter(source.name()))
              .toList();
      all.add(
          new EntityPlan.IndexInput(
              derivations.attribute(derivation).storedName(), String.join("(...) or ", setters)));
    }
    return all;
  }

  /** The attributes that derived attributes read, other than derived ones. */
  private static Set<AttributeModel> sourceAttributes(Derivations derivations) {
    Set<AttributeModel> sources = new LinkedHashSet<>();
    for (DerivationModel derivation : derivations.ordered()) {
      derivations.sources(derivation).stream()
          .filter(source -> !derivations.isDerived(source))
          .forEach(sources::add);
    }
    return sources;
  }

  /** The derived attributes, each after those it reads, with the locals {@code toItem} uses. */
  private List<DerivedPlan> derived(String entityVariable) {
    Derivations derivations = new Derivations(entity);
    Set<String> taken = new HashSet<>(Names.ITEM_LOCALS);
    taken.add(entityVariable);
    List<DerivedPlan> plans = new ArrayList<>();
    for (DerivationModel derivation : derivations.ordered()) {
      AttributeModel attribute = derivations.attribute(derivation);
      String local = Names.fresh(attribute.name(), taken);
      taken.add(local);
      plans.add(
          new DerivedPlan(attribute, derivation.method(), derivations.sources(derivation), local));
    }
    return plans;
  }

  /** The attributes that feed a secondary-index key, in index order. */
  private Set<AttributeModel> indexInputAttributes() {
    Set<AttributeModel> attributes = new LinkedHashSet<>();
    for (KeyUse use : entity.indexKeys()) {
      attributes.addAll(
          KeyPlanner.attributes(
              keys.components(use.local() ? null : use.partitionKey(), use.sortKey())));
    }
    return attributes;
  }

  private RolePlan roles() {
    Optional<AttributeModel> version = entity.attributeWith(Role.VERSION);
    boolean versionIsInt =
        version
            .map(AttributeModel::type)
            .map(
                type ->
                    type.javaType().equals(TypeName.INT)
                        || type.javaType().equals(TypeName.INT.box()))
            .orElse(false);
    List<AttributeModel> primitiveDefaults =
        entity.storedAttributes().stream()
            .filter(a -> a.primitive() && !a.has(Role.TTL) && !a.has(Role.VERSION))
            .filter(a -> !AttributeDefault.declared(a)) // an upsert leaves it to its default
            .toList();
    return new RolePlan(
        version,
        versionIsInt,
        entity.attributeWith(Role.TTL),
        entity.attributeWith(Role.CREATED_AT),
        entity.attributeWith(Role.UPDATED_AT),
        primitiveDefaults,
        entity.storedAttributes().stream().filter(a -> a.has(Role.UNIQUE)).toList());
  }

  private boolean isTableKey(String attribute) {
    return attribute.equals(table.partitionKey()) || attribute.equals(table.sortKey());
  }
}
