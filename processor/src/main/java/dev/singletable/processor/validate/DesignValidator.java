package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.TableDesign;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.SourceVersion;

/**
 * Checks what involves several entities of one table: distinct entity types, one TTL attribute, and
 * item collections whose members share a partition.
 */
public final class DesignValidator {

  private final Diagnostics diagnostics;

  public DesignValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  public void validate(TableDesign design) {
    String tableName = design.table().type().simpleName();
    Map<String, EntityModel> byType = new HashMap<>();
    AttributeModel ttl = null;
    EntityModel ttlOwner = null;
    for (EntityModel entity : design.entities()) {
      EntityModel previous = byType.putIfAbsent(entity.typeName(), entity);
      if (previous != null) {
        diagnostics.error(
            entity.origin(),
            Message.ENTITY_TYPE_DUPLICATE,
            entity.typeName(),
            previous.simpleName(),
            entity.simpleName(),
            tableName);
      }
      if (entity.typeName().isEmpty() || entity.typeName().contains(design.table().delimiter())) {
        diagnostics.error(
            entity.origin(),
            Message.ENTITY_TYPE_NAME_INVALID,
            entity.typeName(),
            design.table().delimiter());
      }
      Optional<AttributeModel> entityTtl = entity.attributeWith(Role.TTL);
      if (entityTtl.isPresent()) {
        if (ttl == null) {
          ttl = entityTtl.get();
          ttlOwner = entity;
        } else if (!ttl.storedName().equals(entityTtl.get().storedName())) {
          diagnostics.error(
              entityTtl.get().origin(),
              Message.TTL_ATTRIBUTE_CONFLICT,
              tableName,
              ttlOwner.simpleName(),
              ttl.storedName(),
              entity.simpleName(),
              entityTtl.get().storedName());
        }
      }
    }
    validateCollections(design);
  }

  private void validateCollections(TableDesign design) {
    Map<String, List<Member>> collections = new LinkedHashMap<>();
    for (EntityModel entity : design.entities()) {
      for (CollectionModel collection : entity.collections()) {
        if (!SourceVersion.isIdentifier(collection.name())
            || SourceVersion.isKeyword(collection.name())) {
          diagnostics.error(
              collection.origin(), Message.COLLECTION_NAME_INVALID, collection.name());
          continue;
        }
        Optional<KeyUse> use = entity.keyUse(collection);
        if (use.isEmpty()) {
          diagnostics.error(
              collection.origin(),
              Message.COLLECTION_INDEX_UNKNOWN,
              collection.name(),
              entity.simpleName(),
              collection.indexName(),
              entity.simpleName());
          continue;
        }
        if (use.get().index() != null && !use.get().index().projectsAll()) {
          diagnostics.error(
              collection.origin(),
              Message.COLLECTION_INDEX_PROJECTION,
              collection.name(),
              use.get().indexName(),
              use.get().index().projection());
          continue;
        }
        for (EntityModel other : design.entities()) {
          if (Names.entityAccessor(other).equals(collection.name())) {
            diagnostics.error(
                collection.origin(),
                Message.COLLECTION_NAME_CLASH,
                collection.name(),
                Names.entityAccessor(other),
                Names.db(design.table()).simpleName());
          }
        }
        collections
            .computeIfAbsent(collection.name(), k -> new java.util.ArrayList<>())
            .add(new Member(entity, collection, use.get()));
      }
    }
    for (Map.Entry<String, List<Member>> entry : collections.entrySet()) {
      List<Member> members = entry.getValue();
      Member first = members.get(0);
      for (Member member : members.subList(1, members.size())) {
        String where =
            first.collection().indexName() == null
                ? "the table"
                : "index " + first.collection().indexName();
        boolean sameIndex =
            java.util.Objects.equals(
                first.collection().indexName(), member.collection().indexName());
        if (!sameIndex || !samePartition(first, member)) {
          diagnostics.error(
              member.collection().origin(),
              Message.COLLECTION_PARTITION_MISMATCH,
              entry.getKey(),
              first.entity().simpleName(),
              source(first.use().partitionKey()),
              member.entity().simpleName(),
              source(member.use().partitionKey()),
              where);
        } else if (!member.collection().prefix().equals(first.collection().prefix())) {
          diagnostics.error(
              member.collection().prefixOrigin(),
              CollectionMessage.PREFIX_MISMATCH,
              entry.getKey(),
              first.collection().prefix(),
              first.entity().simpleName(),
              member.collection().prefix(),
              member.entity().simpleName(),
              first.collection().prefix());
        }
      }
      members.forEach(this::validatePrefix);
    }
  }

  /** A sub-collection's members keep their sort keys under its prefix. */
  private void validatePrefix(Member member) {
    CollectionModel collection = member.collection();
    KeyPatternModel sortKey = member.use().sortKey();
    if (!collection.hasPrefix()
        || (sortKey != null && sortKey.literalPrefix().startsWith(collection.prefix()))) {
      return;
    }
    String where = collection.indexName() == null ? "the table" : "index " + collection.indexName();
    diagnostics.error(
        collection.prefixOrigin(),
        CollectionMessage.PREFIX,
        collection.name(),
        collection.prefix(),
        member.entity().simpleName(),
        where,
        sortKey == null ? "absent" : "\"" + sortKey.source() + "\"",
        sortKey == null
            ? "remove prefix = \""
                + collection.prefix()
                + "\": without sort keys a partition is one collection"
            : "start it with the prefix (such as sk = \""
                + collection.prefix()
                + sortKey.source()
                + "\"), or give the collection a prefix that every member's sort key starts with");
  }

  /** Same literals and same placeholder names of the same types, in the same order. */
  private static boolean samePartition(Member a, Member b) {
    KeyPatternModel pa = a.use().partitionKey();
    KeyPatternModel pb = b.use().partitionKey();
    if (pa == null
        || pb == null
        || !pa.isValid()
        || !pb.isValid()
        || !pa.segments().equals(stripOffsets(pb, pa))) {
      return false;
    }
    for (Segment.Placeholder placeholder : pa.placeholders()) {
      var ta = a.entity().attribute(placeholder.name()).map(x -> x.type().javaType().toString());
      var tb = b.entity().attribute(placeholder.name()).map(x -> x.type().javaType().toString());
      if (!ta.equals(tb)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Placeholder offsets differ between patterns written differently; compare names and literals
   * only.
   */
  private static List<Segment> stripOffsets(KeyPatternModel pattern, KeyPatternModel like) {
    if (pattern.segments().size() != like.segments().size()) {
      return pattern.segments();
    }
    java.util.ArrayList<Segment> segments = new java.util.ArrayList<>();
    for (int i = 0; i < pattern.segments().size(); i++) {
      Segment s = pattern.segments().get(i);
      if (s instanceof Segment.Placeholder p
          && like.segments().get(i) instanceof Segment.Placeholder q) {
        segments.add(new Segment.Placeholder(p.name(), q.offset()));
      } else if (s instanceof Segment.Shard && like.segments().get(i) instanceof Segment.Shard q) {
        segments.add(q);
      } else {
        segments.add(s);
      }
    }
    return segments;
  }

  private static String source(KeyPatternModel pattern) {
    return pattern == null ? "?" : pattern.source();
  }

  private record Member(EntityModel entity, CollectionModel collection, KeyUse use) {}
}
