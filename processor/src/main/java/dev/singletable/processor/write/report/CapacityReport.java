package dev.singletable.processor.write.report;

import dev.singletable.processor.plan.capacity.CapacityPlan;
import dev.singletable.processor.plan.capacity.CapacityUnits;
import dev.singletable.processor.plan.capacity.ItemSizes;
import java.util.List;
import java.util.Locale;

/** Renders the capacity estimates of the report, in Markdown and in JSON. */
final class CapacityReport {

  static final String ASSUMPTIONS =
      "Item sizes are estimated from the entities' attribute types and key patterns: a string or"
          + " binary of "
          + ItemSizes.STRING_BYTES
          + " bytes unless `@Attribute(maxLength)` declares its length, a list, set or map of "
          + ItemSizes.ELEMENTS
          + " elements unless `maxLength` declares their number, every optional attribute"
          + " present, numbers and keys as Singletable encodes them. Units follow DynamoDB's"
          + " rules: a read unit is a strongly consistent read of up to "
          + CapacityUnits.READ_UNIT_BYTES / 1024
          + " KB (eventually consistent reads cost half), a write unit a write of up to "
          + CapacityUnits.WRITE_UNIT_BYTES / 1024
          + " KB, a transaction doubles both; a Query rounds the total size it reads up once;"
          + " filters do not lower what a read costs.";

  private CapacityReport() {}

  static void markdown(StringBuilder md, CapacityPlan capacity) {
    md.append("## Capacity estimates\n\n").append(ASSUMPTIONS).append("\n\n");
    if (!capacity.reads().isEmpty()) {
      md.append("### Read units per call\n\n")
          .append(
              "| access pattern | read | item size | items per call | eventually consistent |"
                  + " strongly consistent |\n|---|---|---|---|---|---|\n");
      for (CapacityPlan.PatternRead read : capacity.reads()) {
        md.append("| `")
            .append(read.method())
            .append("` | ")
            .append(read.operation())
            .append(read.index() == null ? " of the table" : " of " + read.index())
            .append(" | ~")
            .append(read.itemBytes())
            .append(" B | ")
            .append(read.items())
            .append(read.itemsAssumed() ? " (assumed)" : "")
            .append(" | ")
            .append(units(read.eventual()))
            .append(read.consistent() ? "" : " (used)")
            .append(" | ")
            .append(
                read.strong() == null
                    ? "not on a global index"
                    : units(read.strong()) + (read.consistent() ? " (used)" : ""))
            .append(" |\n");
      }
      md.append(
          "\nA read whose count the design does not bound is shown for "
              + CapacityPlan.PatternRead.ASSUMED_ITEMS
              + " items; a Scan also pays for every item it reads and does not return.\n\n");
    }
    md.append("### Write units per item\n\n")
        .append("| entity | item size | table | index copies | per put or delete |")
        .append(capacity.transactions() ? " in a transaction |\n" : "\n")
        .append("|---|---|---|---|---|")
        .append(capacity.transactions() ? "---|\n" : "\n");
    for (CapacityPlan.EntityWrite write : capacity.writes()) {
      md.append("| ")
          .append(write.entity())
          .append(" | ~")
          .append(write.itemBytes())
          .append(" B | ")
          .append(write.table())
          .append(" | ")
          .append(copies(write.indexes()))
          .append(" | ")
          .append(write.total())
          .append(" |");
      if (capacity.transactions()) {
        md.append(' ').append(units(write.transactional())).append(" |");
      }
      md.append('\n');
    }
    md.append(
        "\nAn update is charged for the larger of the item before and after it; one that changes"
            + " an index key writes that index twice (the old entry is deleted, the new one"
            + " put).\n\n");
  }

  private static String copies(List<CapacityPlan.IndexCopy> copies) {
    if (copies.isEmpty()) {
      return "none";
    }
    StringBuilder text = new StringBuilder();
    for (CapacityPlan.IndexCopy copy : copies) {
      if (text.length() > 0) {
        text.append(", ");
      }
      text.append(copy.index())
          .append(" ")
          .append(copy.units())
          .append(" (~")
          .append(copy.bytes())
          .append(" B)");
    }
    return text.toString();
  }

  static void json(StringBuilder json, CapacityPlan capacity) {
    json.append("  \"capacity\": {\n    \"assumptions\": ")
        .append(JsonReport.quote(ASSUMPTIONS.replace("`", "")))
        .append(",\n    \"reads\": [");
    List<CapacityPlan.PatternRead> reads = capacity.reads();
    for (int i = 0; i < reads.size(); i++) {
      CapacityPlan.PatternRead read = reads.get(i);
      json.append(i == 0 ? "\n" : ",\n")
          .append("      {\"accessPattern\": ")
          .append(JsonReport.quote(read.method()))
          .append(", \"operation\": ")
          .append(JsonReport.quote(read.operation()))
          .append(", \"index\": ")
          .append(read.index() == null ? "null" : JsonReport.quote(read.index()))
          .append(", \"itemBytes\": ")
          .append(read.itemBytes())
          .append(", \"items\": ")
          .append(read.items())
          .append(", \"itemsAssumed\": ")
          .append(read.itemsAssumed())
          .append(", \"eventuallyConsistentUnits\": ")
          .append(units(read.eventual()))
          .append(", \"stronglyConsistentUnits\": ")
          .append(read.strong() == null ? "null" : units(read.strong()))
          .append(", \"consistentRead\": ")
          .append(read.consistent())
          .append('}');
    }
    json.append(reads.isEmpty() ? "],\n" : "\n    ],\n").append("    \"writes\": [");
    List<CapacityPlan.EntityWrite> writes = capacity.writes();
    for (int i = 0; i < writes.size(); i++) {
      CapacityPlan.EntityWrite write = writes.get(i);
      json.append(i == 0 ? "\n" : ",\n")
          .append("      {\"entity\": ")
          .append(JsonReport.quote(write.entity()))
          .append(", \"itemBytes\": ")
          .append(write.itemBytes())
          .append(", \"tableUnits\": ")
          .append(write.table())
          .append(", \"indexes\": [");
      for (int j = 0; j < write.indexes().size(); j++) {
        CapacityPlan.IndexCopy copy = write.indexes().get(j);
        json.append(j == 0 ? "" : ", ")
            .append("{\"index\": ")
            .append(JsonReport.quote(copy.index()))
            .append(", \"bytes\": ")
            .append(copy.bytes())
            .append(", \"units\": ")
            .append(copy.units())
            .append('}');
      }
      json.append("], \"units\": ")
          .append(write.total())
          .append(", \"transactionalUnits\": ")
          .append(capacity.transactions() ? units(write.transactional()) : "null")
          .append('}');
    }
    json.append(writes.isEmpty() ? "]\n  },\n" : "\n    ]\n  },\n");
  }

  /** Units as DynamoDB shows them: {@code 0.5}, {@code 1}, {@code 2.5}. */
  static String units(double units) {
    return units == Math.rint(units)
        ? Long.toString((long) units)
        : String.format(Locale.ROOT, "%.1f", units);
  }
}
