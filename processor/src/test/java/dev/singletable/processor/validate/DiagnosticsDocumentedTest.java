package dev.singletable.processor.validate;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every diagnostic id of the catalogues is documented in docs/diagnostics.md, and ids are unique.
 */
class DiagnosticsDocumentedTest {

  @Test
  void everyMessageIdIsListedInTheDocs() throws IOException {
    String docs = Files.readString(Path.of("..", "docs", "diagnostics.md"));
    List<String> undocumented =
        Stream.of(
                Message.values(),
                BaselineMessage.values(),
                NativeMessage.values(),
                SettingsMessage.values(),
                DerivedMessage.values(),
                CollectionMessage.values(),
                UniqueMessage.values(),
                DefaultMessage.values(),
                ShapeMessage.values(),
                ModuleMessage.values())
            .flatMap(Arrays::stream)
            .map(Catalogued::id)
            .filter(id -> !docs.contains("`singletable:" + id + "`"))
            .toList();
    assertThat(undocumented).as("ids missing from docs/diagnostics.md").isEmpty();
  }

  @Test
  void idsAreUnique() {
    List<String> ids =
        Stream.of(
                Message.values(),
                BaselineMessage.values(),
                NativeMessage.values(),
                SettingsMessage.values(),
                DerivedMessage.values(),
                CollectionMessage.values(),
                UniqueMessage.values(),
                DefaultMessage.values(),
                ShapeMessage.values(),
                ModuleMessage.values())
            .flatMap(Arrays::stream)
            .map(Catalogued::id)
            .toList();
    assertThat(new HashSet<>(ids)).hasSameSizeAs(ids);
  }
}
