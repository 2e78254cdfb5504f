package dev.singletable.processor.read;

import dev.singletable.processor.model.ShardBaseline;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the shard counts of a baseline {@code <Table>.json}: the report this processor wrote for
 * the accepted design, copied by the user into the directory of the {@code singletable.baseline}
 * option. Only the report's own layout is understood (one entity per line, its {@code "class"} then
 * its {@code "shards"}), which is why no JSON library is needed.
 */
public final class BaselineReader {

  private static final Pattern ENTITY =
      Pattern.compile("\"class\": \"([^\"]+)\", (?:\"shards\": \\[([^\\]]*)\\])?");
  private static final Pattern SHARD =
      Pattern.compile("\\{\"index\": (?:null|\"([^\"]*)\"), \"count\": (\\d+)");

  /** The baseline of table {@code tableName} in {@code directory}; empty when it has none. */
  public Optional<ShardBaseline> read(Path directory, String tableName) {
    Path file = directory.resolve(tableName + ".json");
    if (!Files.isRegularFile(file)) {
      return Optional.empty();
    }
    String json;
    try {
      json = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the design baseline " + file, e);
    }
    return Optional.of(new ShardBaseline(file.toString(), counts(json)));
  }

  static Map<String, Map<String, Integer>> counts(String json) {
    Map<String, Map<String, Integer>> counts = new HashMap<>();
    Matcher entity = ENTITY.matcher(json);
    while (entity.find()) {
      Map<String, Integer> shards = new HashMap<>();
      Matcher shard = SHARD.matcher(entity.group(2) == null ? "" : entity.group(2));
      while (shard.find()) {
        shards.put(shard.group(1) == null ? "" : shard.group(1), Integer.parseInt(shard.group(2)));
      }
      counts.put(entity.group(1), shards);
    }
    return counts;
  }
}
