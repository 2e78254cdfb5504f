package dev.singletable.runtime.expression;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PathTest {

  @Test
  void nestedFieldsAndIndexesPrintLikeDocumentPaths() {
    Path p = Path.attribute("address").field("lines").index(2).field("text");
    assertThat(p).hasToString("address.lines[2].text");
    assertThat(Path.attribute("tags").index(0)).hasToString("tags[0]");
  }

  @Test
  void namesContainingPathSyntaxOrBlanksAreQuotedInToString() {
    assertThat(Path.attribute("a.b")).hasToString("\"a.b\"");
    assertThat(Path.attribute("m").field("first name")).hasToString("m.\"first name\"");
    assertThat(Path.attribute("q\"x")).hasToString("\"q\\\"x\"");
    assertThat(Path.attribute("GSI1#PK")).hasToString("GSI1#PK");
  }

  @Test
  void singleNameWithDotDiffersFromNestedPath() {
    Path single = Path.attribute("a.b");
    Path nested = Path.attribute("a").field("b");
    assertThat(single).isNotEqualTo(nested);
    assertThat(single.toString()).isNotEqualTo(nested.toString());
  }

  /**
   * What a path gives a condition's structure hash is made with the path, from its top-level name
   * and depth, so a memo finds it alike however the path was made: anew, through a former name, or
   * cut to its top.
   */
  @Test
  void aPathsStructureHashIsItsTopNameAndDepth() {
    Path nested = Path.attribute("x").field("y").index(1);
    assertThat(nested.shapeHash()).isEqualTo(31 * "x".hashCode() + 3);
    assertThat(Path.attribute("x").field("z").index(7).shapeHash()).isEqualTo(nested.shapeHash());
    Path renamed = Path.attribute("x").formerly("old");
    assertThat(renamed.shapeHash()).isEqualTo(Path.attribute("x").shapeHash());
    assertThat(renamed.current().shapeHash()).isEqualTo(Path.attribute("x").shapeHash());
    assertThat(renamed.former().shapeHash()).isEqualTo(Path.attribute("old").shapeHash());
    assertThat(nested.top().shapeHash()).isEqualTo(31 * "x".hashCode() + 1);
  }

  @Test
  void equalPathsAreEqualAndHashAlike() {
    Path a = Path.attribute("x").field("y").index(1);
    Path b = Path.attribute("x").field("y").index(1);
    assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
    assertThat(a).isNotEqualTo(Path.attribute("x").field("y").index(2));
  }

  @Test
  void overlapsMeansSamePathOrOneInsideTheOther() {
    Path a = Path.attribute("a");
    Path ab = a.field("b");
    assertThat(a.overlaps(a)).isTrue();
    assertThat(a.overlaps(ab)).isTrue();
    assertThat(ab.overlaps(a)).isTrue();
    assertThat(ab.overlaps(a.field("c"))).isFalse();
    assertThat(a.index(0).overlaps(a.index(1))).isFalse();
    assertThat(a.overlaps(Path.attribute("a.b"))).isFalse();
  }

  @Test
  void listAndMapUseOfOnePositionConflicts() {
    Path a = Path.attribute("a");
    assertThat(a.index(0).conflicts(a.field("b"))).isTrue();
    assertThat(a.field("b").conflicts(a.field("c"))).isFalse();
    assertThat(a.index(0).conflicts(a.index(1))).isFalse();
  }

  @Test
  void attributeNameAndDepthDescribeThePath() {
    Path p = Path.attribute("address").field("city");
    assertThat(p.attributeName()).isEqualTo("address");
    assertThat(p.depth()).isEqualTo(2);
  }

  @Test
  void thirtyTwoSegmentsAreAllowedAndTheThirtyThirdIsRefused() {
    Path p = Path.attribute("l0");
    for (int i = 1; i < 32; i++) {
      p = p.field("l" + i);
    }
    assertThat(p.depth()).isEqualTo(32);
    Path deepest = p;
    assertThatThrownBy(() -> deepest.index(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("32 levels")
        .hasMessageContaining("l31")
        .hasMessageContaining("flatten");
  }

  @Test
  void emptyNamesAreRefused() {
    assertThatThrownBy(() -> Path.attribute(""))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("empty names");
    assertThatThrownBy(() -> Path.attribute("m").field("")).hasMessageContaining("map key");
  }

  @Test
  void negativeListIndexesAreRefused() {
    assertThatThrownBy(() -> Path.attribute("tags").index(-1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("tags[-1]");
  }
}
