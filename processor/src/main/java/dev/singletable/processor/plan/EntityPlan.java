package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Construction;
import dev.singletable.processor.model.Names;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Element;

/**
 * Everything generated for one entity: its types, names, keys, queries, typed updates and roles.
 *
 * @param typeName the stored entity type
 * @param origins the entity's element, for incremental builds (empty when planned without javac)
 * @param accessor the Db accessor, {@code orders}
 * @param attributes every attribute, in declaration order, with its codec
 * @param references the stored attributes, with their reference constants
 * @param forms the codecs, nested codec classes and converters of the schema's item mapping
 * @param itemCapacity the initial capacity of the map {@code toItem} fills
 * @param keyVariable the entity parameter of {@code OrderKey.of}
 * @param schemaVariable the entity parameter of the schema's methods, distinct from attribute
 *     locals
 * @param variable the entity parameter of transaction and batch methods
 * @param pluralVariable the parameter of batch methods taking many entities
 * @param firstConstant the constant the schema's Javadoc shows in an example
 * @param indexInputs the setter of each attribute feeding an index key, by stored name, for the
 *     runtime to point at
 * @param asyncRepository the repository of the asynchronous Db, which hands out the same update and
 *     query builders as {@code repository}; empty when the table has no asynchronous face
 * @param update the typed update of repositories and transactions
 * @param keyReadBack how the key is read back from the table's key attributes alone
 * @param views one per index that holds the entity without projecting whole items
 * @param publicConstructors whether the repository's and the update's constructors are public:
 *     {@code ShopDb} and {@code ShopTransaction}, which make them, are in another package (else
 *     they are package-private, so that only those make them)
 * @param derived the {@code @Derived} attributes, each after those it reads
 */
public record EntityPlan(
    ClassName type,
    String simpleName,
    String typeName,
    List<Element> origins,
    ClassName key,
    ClassName schema,
    ClassName repository,
    Optional<ClassName> asyncRepository,
    String accessor,
    Construction construction,
    List<AttributePlan> attributes,
    List<Reference> references,
    Forms forms,
    int itemCapacity,
    String keyVariable,
    String schemaVariable,
    String variable,
    String pluralVariable,
    String firstConstant,
    PrimaryKeyPlan primaryKey,
    List<IndexKeyPlan> indexKeys,
    List<IndexInput> indexInputs,
    List<QueryPlan> queries,
    KeyReadBack keyReadBack,
    List<ViewPlan> views,
    UpdatePlan update,
    boolean publicConstructors,
    RolePlan roles,
    BatchMethods batchMethods,
    List<DerivedPlan> derived) {

  public EntityPlan {
    origins = List.copyOf(origins);
    attributes = List.copyOf(attributes);
    references = List.copyOf(references);
    indexKeys = List.copyOf(indexKeys);
    indexInputs = List.copyOf(indexInputs);
    queries = List.copyOf(queries);
    views = List.copyOf(views);
    derived = List.copyOf(derived);
  }

  /** {@code OrderRefs}, the interface of the typed attribute references. */
  public ClassName refs() {
    return Names.refs(type, simpleName);
  }

  /** Every attribute of the entity, in declaration order. */
  public List<AttributeModel> models() {
    return attributes.stream().map(AttributePlan::model).toList();
  }

  /** The attributes stored in the item, with their codecs. */
  public List<AttributePlan> stored() {
    return attributes.stream().filter(attribute -> !attribute.model().ignored()).toList();
  }

  /** The codec of a stored attribute. */
  public CodecPlan codec(AttributeModel attribute) {
    return attributes.stream()
        .filter(plan -> plan.model().equals(attribute))
        .findFirst()
        .orElseThrow()
        .stored();
  }

  /** The attributes stored in the item (not {@code @Ignore}d). */
  public List<AttributeModel> storedAttributes() {
    return references.stream().map(Reference::attribute).toList();
  }

  /**
   * How a {@code @Derived} attribute is computed, {@code hostOf(target)}, for the reports; empty
   * for the others.
   */
  public java.util.Optional<String> derivedBy(AttributeModel attribute) {
    return derived.stream()
        .filter(plan -> plan.attribute().equals(attribute))
        .findFirst()
        .map(
            plan ->
                plan.method()
                    + "("
                    + String.join(", ", plan.sources().stream().map(AttributeModel::name).toList())
                    + ")");
  }

  /** An attribute feeding an index key, by stored name, and its typed-update setter. */
  public record IndexInput(String storedName, String setter) {}

  /**
   * The methods of the cross-entity types that name the entity: the batch put of many entities
   * ({@code putOrders}; many keys go through the inherited {@code addAll} and {@code deleteAll})
   * and the typed missing keys of a read ({@code missingOrderKeys}).
   */
  public record BatchMethods(String putAll, String missingKeys, String skippedKeys) {}
}
