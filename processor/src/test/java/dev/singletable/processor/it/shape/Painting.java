package dev.singletable.processor.it.shape;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerKey;
import dev.singletable.annotations.FormerShape;
import dev.singletable.annotations.KeyPattern;

/**
 * A painting, shape 2: its size in two numbers, stored under {@code ARTIST#{artistId}} / {@code
 * PAINTING#{paintingId}}. Shape 1 stored the size as one text ({@code "30x40"}) under {@code
 * PAINTER#{artistId}} / {@code P#{paintingId}}: the deploy that grew the shape moved the key too.
 */
@Entity(table = Gallery.class, shape = 2)
@KeyPattern(
    pk = "ARTIST#{artistId}",
    sk = "PAINTING#{paintingId}",
    formerly = @FormerKey(pk = "PAINTER#{artistId}", sk = "P#{paintingId}"))
public record Painting(String artistId, String paintingId, String title, int width, int height) {

  /** How shape 1 stored a painting. */
  @FormerShape(1)
  record V1(String artistId, String paintingId, String title, String size) {

    Painting upgrade() {
      int x = size.indexOf('x');
      return new Painting(
          artistId,
          paintingId,
          title,
          Integer.parseInt(size.substring(0, x)),
          Integer.parseInt(size.substring(x + 1)));
    }
  }
}
