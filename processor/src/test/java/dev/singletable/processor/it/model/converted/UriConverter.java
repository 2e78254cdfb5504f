package dev.singletable.processor.it.model.converted;

import dev.singletable.runtime.AttributeConverter;
import java.net.URI;

/** A URI as its text. */
public final class UriConverter implements AttributeConverter<URI, String> {

  @Override
  public String toStored(URI value) {
    return value.toString();
  }

  @Override
  public URI fromStored(String stored) {
    return URI.create(stored);
  }
}
