package dev.singletable.processor.read;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import dev.singletable.processor.model.record.Baseline;
import dev.singletable.processor.model.record.DesignRecord;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * Reads a table's accepted design record ({@code <Table>.design.json}) from the folder of the
 * {@code singletable.baseline} option, with a strict JSON parser. Every member the format defines
 * is checked (an unknown member is ignored, so that a later processor may add optional ones without
 * a new format version); what is wrong is told with its place in the file.
 */
public final class DesignRecordReader {

  private static final Set<String> SCALAR_TYPES = Set.of("S", "N", "B", "BOOL");
  private static final Set<String> SET_TYPES = Set.of("SS", "NS", "BS");

  /** The baseline of the table whose interface is {@code tableSimpleName} in {@code folder}. */
  public Baseline read(Path folder, String tableSimpleName) {
    Path file = folder.resolve(DesignRecord.fileName(tableSimpleName));
    if (!Files.isRegularFile(file)) {
      return new Baseline.Missing(file.toString(), !Files.isDirectory(folder));
    }
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      return new Baseline.Corrupt(file.toString(), "it cannot be read (" + e.getMessage() + ")");
    }
    return parse(file.toString(), text);
  }

  /** The baseline held by {@code text}, the content of {@code file}. */
  public static Baseline parse(String file, String text) {
    if (text.isBlank()) {
      return new Baseline.Corrupt(file, "it is empty");
    }
    JsonElement root;
    try (Reader reader = new StringReader(text)) {
      JsonReader json = new JsonReader(reader);
      json.setStrictness(Strictness.STRICT);
      root = JsonParser.parseReader(json);
      if (json.peek() != JsonToken.END_DOCUMENT) {
        throw new JsonParseException("more text follows the record at " + json.getPath());
      }
    } catch (JsonParseException | IOException e) {
      String reason = e.getCause() != null ? e.getCause().getMessage() : e.getMessage();
      // The parser's message ends with a line pointing at its own troubleshooting page, and
      // speaks of its own settings where the text is merely unexpected.
      String first =
          reason
              .lines()
              .findFirst()
              .orElse("")
              .replace(
                  "Use JsonReader.setStrictness(Strictness.LENIENT) to accept malformed JSON",
                  "unexpected text");
      return new Baseline.Corrupt(file, "it is not valid JSON: " + first);
    }
    try {
      Node record = new Node(root, "$");
      int version = record.integer("formatVersion");
      if (version > DesignRecord.FORMAT_VERSION) {
        return new Baseline.Newer(file, version);
      }
      if (version < 1) {
        throw record.wrong("formatVersion", "is " + version + ", not a format version");
      }
      return new Baseline.Found(file, record(record, version));
    } catch (Problem problem) {
      return new Baseline.Corrupt(file, problem.getMessage());
    }
  }

  private static DesignRecord record(Node json, int version) {
    return new DesignRecord(
        version,
        json.string("table"),
        json.string("interface"),
        json.string("partitionKey"),
        json.optionalString("sortKey"),
        json.string("entityTypeAttribute"),
        json.string("delimiter"),
        json.optionalString("ttlAttribute"),
        json.optionalString("stream"),
        json.list("indexes", DesignRecordReader::index),
        json.list("entities", DesignRecordReader::entity));
  }

  private static DesignRecord.Index index(Node json) {
    String kind = json.string("kind");
    if (!kind.equals("global") && !kind.equals("local")) {
      throw json.wrong("kind", "is \"" + kind + "\", not global or local");
    }
    if (json.has("partitionKeys")) {
      // A native index, keyed by the items' own attributes.
      return new DesignRecord.Index(
          json.string("name"),
          kind,
          null,
          null,
          json.string("projection"),
          json.list("include", Node::asString),
          json.list("partitionKeys", Node::asString),
          json.list("sortKeys", Node::asString));
    }
    return new DesignRecord.Index(
        json.string("name"),
        kind,
        json.string("partitionKey"),
        json.optionalString("sortKey"),
        json.string("projection"),
        json.list("include", Node::asString));
  }

  private static DesignRecord.Entity entity(Node json) {
    return new DesignRecord.Entity(
        json.string("type"),
        json.string("class"),
        key(json.object("key")),
        json.list("indexKeys", DesignRecordReader::key),
        json.list("attributes", DesignRecordReader::attribute),
        json.list(
            "collections",
            collection ->
                new DesignRecord.Collection(
                    collection.string("name"), collection.optionalString("index"))),
        json.has("migrations")
            ? json.list(
                "migrations",
                migration ->
                    new DesignRecord.Migration(
                        migration.string("kind"), migration.string("from"), migration.string("to")))
            : List.of(),
        json.has("shape") ? json.integer("shape") : 1,
        json.has("formerShapes")
            ? json.list(
                "formerShapes",
                former ->
                    new DesignRecord.FormerShape(
                        former.integer("number"),
                        former.string("class"),
                        former.list("attributes", DesignRecordReader::attribute)))
            : List.of());
  }

  private static DesignRecord.Key key(Node json) {
    Node sort = json.optionalObject("sort");
    return new DesignRecord.Key(
        json.optionalString("index"),
        pattern(json.object("partition")),
        sort == null ? null : pattern(sort));
  }

  private static DesignRecord.Pattern pattern(Node json) {
    return new DesignRecord.Pattern(
        json.string("pattern"), json.list("parts", DesignRecordReader::part));
  }

  private static DesignRecord.Part part(Node json) {
    if (json.has("text")) {
      return new DesignRecord.Text(json.string("text"));
    }
    if (json.has("shards")) {
      return new DesignRecord.Shard(json.integer("shards"), json.optionalString("by"));
    }
    if (json.has("attribute")) {
      return new DesignRecord.Component(
          json.string("attribute"),
          json.string("javaName"),
          json.string("format"),
          json.has("integerDigits") ? json.integer("integerDigits") : -1,
          json.has("fractionDigits") ? json.integer("fractionDigits") : -1,
          json.has("converter") ? json.string("converter") : null,
          json.has("valueType") ? json.string("valueType") : null);
    }
    throw new Problem(json.path + " is no key part (it has no text, shards or attribute)");
  }

  private static DesignRecord.Attribute attribute(Node json) {
    return new DesignRecord.Attribute(
        json.string("name"),
        json.string("javaName"),
        json.string("javaType"),
        json.bool("alwaysStored"),
        json.list("roles", Node::asString),
        type(json.object("type")),
        json.has("ifAbsent") ? json.string("ifAbsent") : null);
  }

  private static DesignRecord.Type type(Node json) {
    String dynamo = json.string("dynamo");
    if (SCALAR_TYPES.contains(dynamo)) {
      boolean isEnum = json.has("enum");
      return new DesignRecord.Scalar(
          dynamo,
          json.string("kind"),
          json.has("converter") ? json.string("converter") : null,
          isEnum ? json.string("enum") : null,
          isEnum ? json.list("constants", Node::asString) : List.of());
    }
    if (SET_TYPES.contains(dynamo)) {
      return new DesignRecord.SetOf(type(json.object("element")));
    }
    if (dynamo.equals("L")) {
      return new DesignRecord.ListOf(type(json.object("element")));
    }
    if (dynamo.equals("M")) {
      return json.has("class")
          ? new DesignRecord.Nested(
              json.string("class"), json.list("attributes", DesignRecordReader::attribute))
          : new DesignRecord.MapOf(type(json.object("value")));
    }
    throw json.wrong("dynamo", "is \"" + dynamo + "\", not a DynamoDB type");
  }

  /** What is wrong with the record, said with its place in the file. */
  private static final class Problem extends RuntimeException {
    Problem(String message) {
      super(message, null, false, false);
    }
  }

  /** A JSON value with its place in the record, for the messages. */
  private record Node(JsonElement element, String path) {

    boolean has(String member) {
      return element.isJsonObject() && element.getAsJsonObject().has(member);
    }

    private JsonElement member(String member) {
      if (!element.isJsonObject()) {
        throw new Problem(path + " is not an object");
      }
      JsonElement value = element.getAsJsonObject().get(member);
      if (value == null) {
        throw new Problem(path + " has no \"" + member + "\"");
      }
      return value;
    }

    String string(String member) {
      String value = optionalString(member);
      if (value == null) {
        throw wrong(member, "is null, not a string");
      }
      return value;
    }

    String optionalString(String member) {
      JsonElement value = member(member);
      if (value.isJsonNull()) {
        return null;
      }
      if (!(value instanceof JsonPrimitive primitive) || !primitive.isString()) {
        throw wrong(member, "is " + describe(value) + ", not a string");
      }
      return primitive.getAsString();
    }

    int integer(String member) {
      JsonElement value = member(member);
      if (value instanceof JsonPrimitive primitive && primitive.isNumber()) {
        try {
          return primitive.getAsBigDecimal().intValueExact();
        } catch (ArithmeticException | NumberFormatException e) {
          // reported below
        }
      }
      throw wrong(member, "is " + describe(value) + ", not a whole number");
    }

    boolean bool(String member) {
      JsonElement value = member(member);
      if (value instanceof JsonPrimitive primitive && primitive.isBoolean()) {
        return primitive.getAsBoolean();
      }
      throw wrong(member, "is " + describe(value) + ", not true or false");
    }

    Node object(String member) {
      Node value = optionalObject(member);
      if (value == null) {
        throw wrong(member, "is null, not an object");
      }
      return value;
    }

    Node optionalObject(String member) {
      JsonElement value = member(member);
      if (value.isJsonNull()) {
        return null;
      }
      if (!(value instanceof JsonObject)) {
        throw wrong(member, "is " + describe(value) + ", not an object");
      }
      return new Node(value, path + "." + member);
    }

    <T> List<T> list(String member, Function<Node, T> each) {
      JsonElement value = member(member);
      if (!(value instanceof JsonArray array)) {
        throw wrong(member, "is " + describe(value) + ", not a list");
      }
      List<T> items = new ArrayList<>();
      for (int i = 0; i < array.size(); i++) {
        items.add(each.apply(new Node(array.get(i), path + "." + member + "[" + i + "]")));
      }
      return items;
    }

    String asString() {
      if (element instanceof JsonPrimitive primitive && primitive.isString()) {
        return primitive.getAsString();
      }
      throw new Problem(path + " is " + describe(element) + ", not a string");
    }

    Problem wrong(String member, String what) {
      return new Problem(path + "." + member + " " + what);
    }

    private static String describe(JsonElement value) {
      if (value.isJsonObject()) {
        return "an object";
      }
      if (value.isJsonArray()) {
        return "a list";
      }
      String text = value.toString();
      return text.length() > 40 ? text.substring(0, 37) + "..." : text;
    }
  }
}
