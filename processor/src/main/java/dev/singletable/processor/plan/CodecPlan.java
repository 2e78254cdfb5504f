package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.Optional;

/**
 * A codec constant: {@code static final Codec<BigDecimal> TOTAL_CODEC = ...} in the schema, or a
 * field's constant in the codec class of a nested type.
 *
 * @param owner the class declaring it
 * @param constant its name, distinct from the owner's other constants (and the schema's references)
 * @param path the attribute as messages name it: {@code total}, {@code lines[]}, {@code
 *     lines[].sku}
 * @param storedName the stored name, when it is not {@code path} (a renamed attribute, a nested
 *     field)
 * @param form how the values are stored
 */
public record CodecPlan(
    ClassName owner, String constant, String path, Optional<String> storedName, StoredForm form) {}
