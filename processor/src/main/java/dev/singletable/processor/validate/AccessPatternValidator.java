package dev.singletable.processor.validate;

import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AccessPatternModel;
import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.PatternParameter;
import dev.singletable.processor.model.PatternReturn;
import dev.singletable.processor.model.PatternServing;
import dev.singletable.processor.model.TableDesign;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;

/**
 * Checks the declaration of each abstract method of a {@code @Table} interface: that it says the
 * read it stands for, returns a read of the table, does not clash with the generated Db's own
 * methods, and annotates its parameters and itself consistently; then, through {@link
 * PatternBindingValidator}, that its parameters bind attributes of what it returns. Which key
 * serves it is {@link PatternServingValidator}'s, once the design is otherwise valid.
 */
public final class AccessPatternValidator {

  private final Diagnostics diagnostics;

  public AccessPatternValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  public void validate(TableDesign design) {
    for (AccessPatternModel pattern : design.patterns()) {
      if (!pattern.isDeclared()) {
        diagnostics.error(
            pattern.origin(),
            Message.PATTERN_UNDECLARED,
            pattern.method(),
            design.table().type().simpleName(),
            Names.db(design.table()).simpleName());
        continue;
      }
      if (pattern.sentence().isBlank()) {
        AnnotationMirror declared =
            Annotations.find(pattern.origin().element(), "AccessPattern").orElseThrow();
        diagnostics.error(
            Origin.of(pattern.origin().element(), declared)
                .withValue(Annotations.value(declared, "value")),
            Message.PATTERN_SENTENCE,
            pattern.method());
      }
      checkName(design, pattern);
      checkParameters(pattern);
      Optional<EntityModel> entity = PatternServing.entity(design, pattern);
      if (entity.isPresent()) {
        new PatternBindingValidator(diagnostics).validate(pattern, entity.get());
        continue;
      }
      Optional<String> collection = PatternServing.collection(design, pattern);
      if (collection.isPresent()) {
        new PatternBindingValidator(diagnostics)
            .validateCollection(design, pattern, collection.get());
        continue;
      }
      reportReturn(design, pattern);
    }
  }

  private void reportReturn(TableDesign design, AccessPatternModel pattern) {
    String hint =
        design.entities().stream()
            .filter(e -> e.type().equals(pattern.returns().element()))
            .findFirst()
            .map(e -> " (one item is returned as Optional<" + e.simpleName() + ">)")
            .orElse("");
    List<String> collections =
        PatternServing.collections(design).keySet().stream()
            .map(name -> Names.db(design.table()).simpleName() + "." + Names.collectionResult(name))
            .toList();
    diagnostics.error(
        pattern.origin(),
        Message.PATTERN_RETURN,
        pattern.method(),
        simple(pattern.returns().type()),
        design.table().type().simpleName(),
        hint,
        String.join(", ", design.entities().stream().map(EntityModel::simpleName).toList()),
        collections.isEmpty()
            ? ""
            : ", or a collection's record (" + String.join(", ", collections) + ")");
  }

  /** A type as a reader writes it: simple names, type arguments kept. */
  static String simple(TypeName type) {
    // Package names only: a lower-case identifier that starts a name (not the end of Order.).
    return type.toString().replaceAll("(?<![\\w$])[a-z][a-z0-9_]*\\.", "");
  }

  /** The generated Db implements the interface: a method it already has cannot be declared. */
  private void checkName(TableDesign design, AccessPatternModel pattern) {
    String name = pattern.method();
    int arity = pattern.parameters().size();
    String clash = null;
    if (name.equals("create")) {
      clash = "its static create(...)";
    } else if (arity == 0 && Names.DB_METHODS.contains(name)) {
      clash = name + "()";
    } else if (arity == 0
        && design.entities().stream().anyMatch(e -> Names.entityAccessor(e).equals(name))) {
      clash = name + "(), the repository accessor";
    } else if (PatternServing.collections(design).containsKey(name)
        && arity
            == PatternServing.placeholders(
                    PatternServing.collections(design)
                        .get(name)
                        .values()
                        .iterator()
                        .next()
                        .partitionKey())
                .stream()
                .distinct()
                .count()) {
      clash = name + "(...), the query of collection \"" + name + "\"";
    }
    if (clash != null) {
      diagnostics.error(
          pattern.origin(),
          Message.PATTERN_NAME_CLASH,
          name,
          clash,
          Names.db(design.table()).simpleName(),
          design.table().type().simpleName(),
          "find" + Names.upperFirst(name));
    }
  }

  private void checkParameters(AccessPatternModel pattern) {
    int pageRequests = 0;
    int limits = pattern.limit() == null ? 0 : 1;
    if (pattern.limit() != null && pattern.limitValue() < 1) {
      diagnostics.error(
          pattern.limit(),
          Message.PATTERN_LIMIT,
          pattern.method(),
          "has @Limit(" + pattern.limitValue() + "); the cap must be at least 1");
    }
    for (PatternParameter parameter : pattern.parameters()) {
      boolean annotated =
          !parameter.bounds().isEmpty() || parameter.isFilter() || parameter.bind() != null;
      switch (parameter.kind()) {
        case PAGE_REQUEST -> {
          pageRequests++;
          if (annotated || parameter.limit() != null) {
            parameterError(
                parameter,
                pattern,
                "a PageRequest says which page to read and takes no @Bind, @Filter, @Limit or"
                    + " range annotation");
          }
        }
        case LIMIT -> {
          limits++;
          if (!parameter.type().equals(TypeName.INT)) {
            parameterError(
                parameter,
                pattern,
                "@Limit on a parameter needs type int, not " + simple(parameter.type()));
          } else if (annotated) {
            parameterError(
                parameter,
                pattern,
                "a @Limit parameter is the cap and takes no @Bind, @Filter or range annotation");
          } else if (Annotations.explicitValue(parameter.limit().annotation(), "value") != null) {
            parameterError(
                parameter,
                pattern,
                "@Limit on a parameter takes no value: the argument is the cap");
          }
        }
        case VALUE -> checkValue(pattern, parameter);
      }
    }
    if (pageRequests > 1) {
      diagnostics.error(
          pattern.origin(),
          Message.PATTERN_PAGE_REQUEST,
          pattern.method(),
          "takes " + pageRequests + " PageRequest parameters; one says which page to read");
    }
    if (limits > 1) {
      diagnostics.error(
          pattern.origin(),
          Message.PATTERN_LIMIT,
          pattern.method(),
          "has " + limits + " @Limit annotations; keep one");
    }
    PatternReturn.Shape shape = pattern.returns().shape();
    if (pageRequests > 0
        && shape != PatternReturn.Shape.PAGE
        && shape != PatternReturn.Shape.PLAIN) {
      diagnostics.error(
          pattern.origin(),
          Message.PATTERN_PAGE_REQUEST,
          pattern.method(),
          "takes a PageRequest, which selects one page, but returns "
              + simple(pattern.returns().type())
              + "; return Page<"
              + pattern.returns().elementName()
              + "> to read one page, or drop the PageRequest");
    }
  }

  private void checkValue(AccessPatternModel pattern, PatternParameter parameter) {
    if (parameter.bounds().size() > 1) {
      parameterError(
          parameter,
          pattern,
          "has both "
              + parameter.bounds().get(0).condition().annotation()
              + " and "
              + parameter.bounds().get(1).condition().annotation()
              + "; a parameter is one bound, so a between takes two parameters, one with each");
      return;
    }
    Set<String> names = new HashSet<>();
    List<String> written = new ArrayList<>();
    if (parameter.bind() != null) {
      names.add(parameter.bind());
      written.add("@Bind(\"" + parameter.bind() + "\")");
    }
    for (PatternParameter.Bound bound : parameter.bounds()) {
      if (!bound.attribute().isEmpty()) {
        names.add(bound.attribute());
        written.add(bound.condition().annotation() + "(\"" + bound.attribute() + "\")");
      }
    }
    if (names.size() > 1) {
      parameterError(
          parameter,
          pattern,
          "names two attributes, with " + String.join(" and ", written) + "; keep one name");
    }
  }

  private void parameterError(
      PatternParameter parameter, AccessPatternModel pattern, String problem) {
    diagnostics.error(
        parameter.origin(),
        Message.PATTERN_PARAMETER_ANNOTATIONS,
        parameter.name(),
        pattern.method(),
        problem);
  }
}
