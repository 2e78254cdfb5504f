package dev.singletable.processor.it.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.TableLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.AbstractConstruct;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * The CloudFormation templates of docs/table-definition.md say what the processor generates for the
 * same tables ({@link Shop}, {@link Clicks}): each documented {@code AWS::DynamoDB::Table} is
 * parsed and its properties (all but {@code TableName}) compared with the generated definition
 * written as CloudFormation. The CDK code of the page, which is not compiled, is checked for the
 * names and numbers it uses. No network and no CDK: a plain read of the page.
 */
class DocumentedTableDefinitionTest {

  private static final Path PAGE = Path.of("..", "docs", "table-definition.md");
  private static final Map<String, TableLayout> TABLES =
      Map.of("ShopTable", ShopDb.LAYOUT, "ClicksTable", ClicksDb.LAYOUT);

  @Test
  void theCloudFormationTemplatesDescribeTheGeneratedTables() throws IOException {
    Map<String, Object> resources = new LinkedHashMap<>();
    for (String block : blocks(Files.readString(PAGE), "yaml")) {
      Map<String, Object> template = map(yaml().load(block));
      resources.putAll(map(template.get("Resources")));
    }
    assertThat(resources.keySet()).containsExactlyInAnyOrderElementsOf(TABLES.keySet());

    for (Map.Entry<String, Object> resource : resources.entrySet()) {
      Map<String, Object> declared = map(resource.getValue());
      assertThat(declared.get("Type")).as(resource.getKey()).isEqualTo("AWS::DynamoDB::Table");
      Map<String, Object> properties = new TreeMap<>(map(declared.get("Properties")));
      assertThat(properties.remove("TableName")).as(resource.getKey() + " TableName").isNotNull();
      properties.putIfAbsent("TableClass", "STANDARD"); // CloudFormation's default
      Map<String, Object> expected =
          new TreeMap<>(CloudFormation.properties(TABLES.get(resource.getKey())));
      assertThat(CloudFormation.normalised(properties))
          .as("documented %s against the generated definition", resource.getKey())
          .isEqualTo(CloudFormation.normalised(expected));
    }
  }

  @Test
  void theCdkCodeUsesTheGeneratedNamesAndNumbers() throws IOException {
    String cdk =
        blocks(Files.readString(PAGE), "java").stream()
            .filter(block -> block.startsWith("TableV2 shop"))
            .findFirst()
            .orElseThrow(() -> new AssertionError("no TableV2 block in " + PAGE));

    assertThat(Cdk.read(cdk)).isEqualTo(Cdk.expected(ShopDb.LAYOUT));
  }

  /** The fenced blocks of a language in a markdown page, without their fences. */
  static List<String> blocks(String markdown, String language) {
    List<String> blocks = new ArrayList<>();
    StringBuilder block = null;
    for (String line : markdown.split("\n", -1)) {
      if (block == null && line.strip().equals("```" + language)) {
        block = new StringBuilder();
      } else if (block != null && line.strip().equals("```")) {
        blocks.add(block.toString());
        block = null;
      } else if (block != null) {
        block.append(line).append('\n');
      }
    }
    return blocks;
  }

  /** SnakeYAML reading CloudFormation's short intrinsic functions as their text. */
  private static Yaml yaml() {
    LoaderOptions options = new LoaderOptions();
    SafeConstructor constructor =
        new SafeConstructor(options) {
          {
            for (String function : List.of("!Sub", "!Ref", "!GetAtt", "!Join")) {
              yamlConstructors.put(
                  new Tag(function),
                  new AbstractConstruct() {
                    @Override
                    public Object construct(Node node) {
                      return function
                          + " "
                          + (node instanceof ScalarNode scalar ? scalar.getValue() : "...");
                    }
                  });
            }
          }
        };
    return new Yaml(constructor);
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> map(Object value) {
    return (Map<String, Object>) value;
  }
}
