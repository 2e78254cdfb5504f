package dev.singletable.processor.read;

import com.palantir.javapoet.ClassName;
import dev.singletable.annotations.Projection;
import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.TableSettingsModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/** Reads a {@code @Table} interface and its index declarations. */
public final class TableReader {

  public TableModel read(TypeElement element, AnnotationMirror table) {
    String partitionKey = Annotations.string(table, "pk");
    String sortKey = Annotations.string(table, "sk");
    List<IndexModel> indexes = new ArrayList<>();
    readIndexes(element, table, "gsis", IndexModel.Kind.GLOBAL, partitionKey, indexes);
    readIndexes(element, table, "lsis", IndexModel.Kind.LOCAL, partitionKey, indexes);
    List<IndexModel> nativeIndexes = indexes.stream().filter(IndexModel::isNative).toList();
    indexes.removeAll(nativeIndexes);
    String stream = Annotations.enumName(table, "stream");
    return new TableModel(
        ClassName.get(element),
        Annotations.string(table, "name"),
        partitionKey,
        sortKey.isEmpty() ? null : sortKey,
        Annotations.string(table, "entityType"),
        Annotations.string(table, "delimiter"),
        List.copyOf(indexes),
        Origin.of(element, table),
        stream.equals("NONE") ? null : stream,
        Annotations.find(element, "TableSettings")
            .map(settings -> settings(element, settings))
            .orElse(TableSettingsModel.NONE),
        List.of(), // converters are read apart: they need the type utilities
        nativeIndexes,
        Annotations.bool(table, "async"));
  }

  private static TableSettingsModel settings(TypeElement element, AnnotationMirror settings) {
    List<TableSettingsModel.IndexThroughput> throughput = new ArrayList<>();
    for (AnnotationValue value :
        Annotations.asList(Annotations.explicitValue(settings, "indexThroughput"))) {
      AnnotationMirror index = (AnnotationMirror) value.getValue();
      throughput.add(
          new TableSettingsModel.IndexThroughput(
              Annotations.string(index, "index"),
              number(index, "read"),
              number(index, "write"),
              units(element, settings, index, "warmReadUnitsPerSecond", "warmWriteUnitsPerSecond"),
              units(element, settings, index, "maxReadRequestUnits", "maxWriteRequestUnits"),
              new Origin(element, settings, value)));
    }
    List<TableSettingsModel.Tag> tags = new ArrayList<>();
    for (AnnotationValue value : Annotations.asList(Annotations.explicitValue(settings, "tags"))) {
      AnnotationMirror tag = (AnnotationMirror) value.getValue();
      tags.add(
          new TableSettingsModel.Tag(
              Annotations.string(tag, "key"),
              Annotations.string(tag, "value"),
              new Origin(element, settings, value)));
    }
    return new TableSettingsModel(
        number(settings, "readCapacity"),
        number(settings, "writeCapacity"),
        throughput,
        Annotations.bool(settings, "pointInTimeRecovery"),
        Annotations.bool(settings, "deletionProtection"),
        Annotations.enumName(settings, "tableClass"),
        tags,
        units(element, settings, settings, "warmReadUnitsPerSecond", "warmWriteUnitsPerSecond"),
        units(element, settings, settings, "maxReadRequestUnits", "maxWriteRequestUnits"),
        Annotations.enumName(settings, "multiRegionConsistency").equals("STRONG"),
        Origin.of(element, settings));
  }

  /**
   * A pair of units members of {@code mirror} ({@code @TableSettings} or one of its
   * {@code @IndexThroughput}), each pointing at its value when written, else at the annotation.
   */
  private static TableSettingsModel.Units units(
      TypeElement element,
      AnnotationMirror settings,
      AnnotationMirror mirror,
      String read,
      String write) {
    return new TableSettingsModel.Units(
        number(mirror, read),
        number(mirror, write),
        at(element, settings, mirror, read),
        at(element, settings, mirror, write));
  }

  private static Origin at(
      TypeElement element, AnnotationMirror settings, AnnotationMirror mirror, String member) {
    AnnotationValue value = Annotations.explicitValue(mirror, member);
    return value == null ? Origin.of(element, settings) : new Origin(element, settings, value);
  }

  private static long number(AnnotationMirror mirror, String name) {
    return ((Number) Annotations.value(mirror, name).getValue()).longValue();
  }

  private static void readIndexes(
      TypeElement element,
      AnnotationMirror table,
      String member,
      IndexModel.Kind kind,
      String tablePartitionKey,
      List<IndexModel> into) {
    for (AnnotationValue value : Annotations.asList(Annotations.explicitValue(table, member))) {
      AnnotationMirror index = (AnnotationMirror) value.getValue();
      String name = Annotations.string(index, "name");
      String sortKey = Annotations.string(index, "sk");
      String partitionKey;
      List<String> partitionKeys =
          kind == IndexModel.Kind.GLOBAL ? Annotations.strings(index, "partitionKeys") : List.of();
      List<String> sortKeys =
          kind == IndexModel.Kind.GLOBAL ? Annotations.strings(index, "sortKeys") : List.of();
      if (!partitionKeys.isEmpty() || !sortKeys.isEmpty()) {
        into.add(
            new IndexModel(
                name,
                kind,
                partitionKeys.isEmpty() ? "" : String.join(", ", partitionKeys),
                sortKeys.isEmpty() ? null : String.join(", ", sortKeys),
                Projection.valueOf(Annotations.enumName(index, "projection")),
                Annotations.strings(index, "include"),
                new Origin(element, table, value),
                partitionKeys,
                sortKeys));
        continue;
      }
      if (kind == IndexModel.Kind.GLOBAL) {
        String pk = Annotations.string(index, "pk");
        partitionKey = pk.isEmpty() ? name + "PK" : pk;
        if (!Annotations.bool(index, "hasSortKey")) {
          sortKey = null;
        } else if (sortKey.isEmpty()) {
          sortKey = name + "SK";
        }
      } else {
        partitionKey = tablePartitionKey;
        if (sortKey.isEmpty()) {
          sortKey = name + "SK";
        }
      }
      into.add(
          new IndexModel(
              name,
              kind,
              partitionKey,
              sortKey,
              Projection.valueOf(Annotations.enumName(index, "projection")),
              Annotations.strings(index, "include"),
              new Origin(element, table, value)));
    }
  }
}
