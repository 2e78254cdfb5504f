package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import dev.singletable.processor.plan.DeclaredPatternPlan;
import dev.singletable.processor.plan.DeclaredPatternPlan.Read;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.TablePlan;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Adds to {@code ShopDb} each read its interface declares, written once. On a table with the
 * asynchronous face ({@code @Table(async = true)}): a package-private body generic over the face
 * ({@code <R> R ordersOf(Face<Page<Order>, R> face, ...)}) holding a {@code GetItem} through the
 * repository, or the chain of repository and query-builder calls an application would write by
 * hand, with null checks where a {@code null} argument means "no bound" or "no filter", ended by a
 * terminal of {@code DeclaredReads} on that face. {@code ShopDb}'s method calls the body with
 * {@code Face.blocking()}, and {@code ShopAsyncDb}'s (of the twin interface {@code ShopAsync}) with
 * {@code Face.async()}: nothing of a read is written twice. The body runs inside {@code
 * DeclaredReads.serve}, under its method's name, which the request listener's events report as the
 * access pattern; on the asynchronous face a refusal before sending (a null key argument, a key
 * value the key cannot hold) fails the future. A read's filter is rendered at compile time: a
 * constant template that each call binds to the encoded arguments.
 *
 * <p>On a table without it, {@code ShopDb}'s method is the body itself, served between {@code
 * DeclaredReads.enter} and {@code leave} (in a {@code finally}) and ended by the terminal of the
 * repository or query itself ({@code get}, {@code page(request)}, {@code list()}, ...), the one an
 * application would call: no generic body and no lambda, which the compiler attributes several
 * times over (the body of a lambda passed to a generic method is attributed once per inference
 * round).
 */
final class DeclaredPatternWriter {

  private final TablePlan design;
  private final DbFace face;

  DeclaredPatternWriter(TablePlan design, DbFace face) {
    this.design = design;
    this.face = face;
  }

  void write(TypeSpec.Builder db) {
    boolean twoFaces = design.types().async().isPresent();
    for (DeclaredPatternPlan pattern : design.declaredPatterns()) {
      if (face == DbFace.BLOCKING) {
        pattern
            .read()
            .flatMap(Read::template)
            .ifPresent(t -> db.addField(FilterCode.template(pattern, t)));
      }
      if (face == DbFace.BLOCKING && !twoFaces) {
        db.addMethod(blockingOnly(pattern));
        continue;
      }
      db.addMethod(method(pattern));
      if (face == DbFace.BLOCKING) {
        db.addMethod(body(pattern));
      }
    }
  }

  /**
   * The read of a table with one face: the body between {@code enter} and {@code leave}, ended by a
   * blocking terminal.
   */
  private MethodSpec blockingOnly(DeclaredPatternPlan pattern) {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(pattern.method())
            .addJavadoc(javadoc(pattern))
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(pattern.returnType());
    for (DeclaredPatternPlan.Parameter parameter : pattern.parameters()) {
      method.addParameter(parameter.type(), parameter.name());
    }
    String outer = outerName(pattern);
    // Under the read's name, which the request listener's events report.
    return method
        .addStatement(
            "String $N = $T.enter($S)", outer, RuntimeTypes.DECLARED_READS, pattern.method())
        .beginControlFlow("try")
        .addCode(statements(pattern, null))
        .nextControlFlow("finally")
        .addStatement("$T.leave($N)", RuntimeTypes.DECLARED_READS, outer)
        .endControlFlow()
        .build();
  }

  /**
   * The name of the local holding the read served before: {@code outer}, unless a parameter or a
   * local of the read has it.
   */
  private static String outerName(DeclaredPatternPlan pattern) {
    Set<String> taken = new HashSet<>();
    pattern.parameters().forEach(p -> taken.add(p.name()));
    pattern
        .read()
        .ifPresent(
            read -> {
              taken.add(read.stageLocal());
              taken.add(read.queryLocal());
            });
    String name = "outer";
    while (taken.contains(name)) {
      name = "_" + name;
    }
    return name;
  }

  /**
   * The name of the body's face parameter: {@code face}, unless the read has a parameter so named.
   */
  private static String faceName(DeclaredPatternPlan pattern) {
    return pattern.parameters().stream().anyMatch(p -> p.name().equals("face"))
        ? "readFace"
        : "face";
  }

  /**
   * The face's implementation of the read: a call of the one body, on {@code Face.blocking()} or,
   * from the asynchronous Db, on {@code Face.async()}; the asynchronous one inherits its Javadoc
   * from the twin interface.
   */
  private MethodSpec method(DeclaredPatternPlan pattern) {
    MethodSpec.Builder method = MethodSpec.methodBuilder(pattern.method());
    if (face == DbFace.BLOCKING) {
      method.addJavadoc(javadoc(pattern));
    }
    method
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(face.terminal(pattern.returnType()));
    List<CodeBlock> arguments = new ArrayList<>();
    arguments.add(face.face());
    for (DeclaredPatternPlan.Parameter parameter : pattern.parameters()) {
      method.addParameter(parameter.type(), parameter.name());
      arguments.add(CodeBlock.of("$N", parameter.name()));
    }
    return method
        .addStatement(
            "return $L$N($L)",
            face == DbFace.BLOCKING ? "" : "reads.",
            pattern.method(),
            CodeBlock.join(arguments, ",$W"))
        .build();
  }

  /**
   * The read's one body, generic over the face it answers on: the blocking face's repositories and
   * queries describe the read, a terminal of {@code DeclaredReads} runs it on {@code face}.
   */
  private MethodSpec body(DeclaredPatternPlan pattern) {
    String faceName = faceName(pattern);
    TypeVariableName result = TypeVariableName.get("R");
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(pattern.method())
            .addJavadoc(
                "The body of {@link #$N}, which both faces run on their face.\n", pattern.method())
            .addTypeVariable(result)
            .returns(result)
            .addParameter(
                ParameterizedTypeName.get(RuntimeTypes.FACE, pattern.returnType().box(), result),
                faceName);
    for (DeclaredPatternPlan.Parameter parameter : pattern.parameters()) {
      method.addParameter(parameter.type(), parameter.name());
    }
    // Under the read's name, which the request listener's events report.
    return method
        .addCode(
            "return $T.serve($N, $S, () -> {\n$>$L$<});\n",
            RuntimeTypes.DECLARED_READS,
            faceName,
            pattern.method(),
            statements(pattern, faceName))
        .build();
  }

  /**
   * The statements of a read: the null checks, the read built on the blocking face's repositories
   * and queries, and the terminal of {@code DeclaredReads}, on {@code faceName} or, when it is
   * {@code null}, the blocking one.
   */
  private CodeBlock statements(DeclaredPatternPlan pattern, String faceName) {
    CodeBlock.Builder body = CodeBlock.builder();
    if (!pattern.required().isEmpty()) {
      CodeBlock.Builder names = CodeBlock.builder();
      pattern.required().forEach(name -> names.add(names.isEmpty() ? "$S" : ",$W$S", name));
      body.addStatement(
          "$T.require($S,$W$T.of($L),$W$L)",
          RuntimeTypes.DECLARED_READS,
          pattern.method(),
          List.class,
          names.build(),
          String.join(", ", pattern.required()));
    }
    pattern.getItem().ifPresent(get -> getItem(body, get, faceName));
    pattern.read().ifPresent(read -> read(body, read, faceName));
    return body.build();
  }

  /**
   * {@code return users().get(new UserKey(id));} on the blocking face alone, else {@code return
   * DeclaredReads.get(face, users(), new UserKey(id));}.
   */
  private static void getItem(
      CodeBlock.Builder body, DeclaredPatternPlan.GetItem get, String faceName) {
    String terminal = get.consistent() ? "getConsistent" : "get";
    CodeBlock key = CodeBlock.of("new $T($L)", get.key(), String.join(", ", get.arguments()));
    if (faceName == null) {
      body.addStatement("return $N().$N($L)", get.accessor(), terminal, key);
    } else {
      body.addStatement(
          "return $T.$N($N, $N(), $L)",
          RuntimeTypes.DECLARED_READS,
          terminal,
          faceName,
          get.accessor(),
          key);
    }
  }

  /** The read's sentence and how the key serves it. */
  private static CodeBlock javadoc(DeclaredPatternPlan pattern) {
    return CodeBlock.of(
        "$L\n\n<p>$L.\n",
        sentence(pattern.sentence()),
        DeclaredReadJavadoc.served(pattern.description()));
  }

  /** The sentence as the Javadoc's first sentence: ended, and unable to close the comment. */
  static String sentence(String sentence) {
    String text = sentence.strip().replace("*/", "*&#47;");
    return text.endsWith(".") || text.endsWith("?") || text.endsWith("!") ? text : text + ".";
  }

  private void read(CodeBlock.Builder method, Read read, String faceName) {
    CodeBlock head = head(read.head());
    // Without a range, a head that ends at a stage runs as is: its all().
    CodeBlock whole =
        read.range().isPresent() ? head : ReadForms.query(read.head(), read.head().steps().size());
    if (!read.conditional()) {
      CodeBlock.Builder chain = CodeBlock.builder().add(whole);
      read.range().ifPresent(range -> chain.add(DeclaredRanges.fixedRange(range)));
      FilterCode.bind(read).ifPresent(filter -> chain.add(".filter($L)", filter));
      returnRead(method, chain.build(), read, faceName);
      return;
    }
    QueryFace queries = DbFace.BLOCKING.query(entityPlan(read.entity()));
    TypeName query = QueryWriter.queryType(read.entity(), read.key(), read.view(), queries);
    if (read.stage().isPresent()) {
      method.addStatement(
          "$T $N =$W$L", queries.stage(read.stage().get(), query), read.stageLocal(), head);
      method.addStatement("$T $N = $N.all()", query, read.queryLocal(), read.stageLocal());
      DeclaredRanges.rangeChecks(method, read, read.range().orElseThrow());
    } else if (read.head().hasForms()) {
      method.addStatement("$T $N", query, read.queryLocal());
      ReadForms.write(method, read);
    } else {
      CodeBlock.Builder start = CodeBlock.builder().add(whole);
      read.range().ifPresent(range -> start.add(DeclaredRanges.fixedRange(range)));
      if (!read.optionalFilter()) {
        FilterCode.bind(read).ifPresent(filter -> start.add(".filter($L)", filter));
      }
      method.addStatement("$T $N = $L", query, read.queryLocal(), start.build());
    }
    FilterCode.bind(read).ifPresent(filter -> conditionalFilter(method, read, filter));
    returnRead(method, CodeBlock.of("$N", read.queryLocal()), read, faceName);
  }

  private static CodeBlock head(DeclaredPatternPlan.Head head) {
    return ReadForms.head(head, head.steps().size());
  }

  /**
   * The filter of a read built in a local: when no argument is given there is none; when the query
   * started from the stage local, it is added there.
   */
  private static void conditionalFilter(CodeBlock.Builder method, Read read, CodeBlock filter) {
    if (read.optionalFilter()) {
      method.beginControlFlow(
          "if ($L)",
          CodeBlock.join(
              read.filters().stream().map(f -> CodeBlock.of("$N != null", f.parameter())).toList(),
              " || "));
      method.addStatement("$N = $N.filter($L)", read.queryLocal(), read.queryLocal(), filter);
      method.endControlFlow();
    } else if (read.stage().isPresent() || read.head().hasForms()) {
      method.addStatement("$N = $N.filter($L)", read.queryLocal(), read.queryLocal(), filter);
    }
  }

  /** The plan of {@code entity}. */
  private EntityPlan entityPlan(ClassName entity) {
    return design.entities().stream()
        .filter(plan -> plan.type().equals(entity))
        .findFirst()
        .orElseThrow();
  }

  /**
   * The options, then the terminal that returns the declared shape: on the blocking face alone the
   * query's own ({@code return query.descending().list();}), else the terminal of {@code
   * DeclaredReads} on the face the read is served on ({@code return DeclaredReads.list(face,
   * query.descending());}).
   */
  private static void returnRead(
      CodeBlock.Builder method, CodeBlock query, Read read, String faceName) {
    CodeBlock.Builder options = CodeBlock.builder().add(query);
    if (read.descending()) {
      options.add(".descending()");
    }
    if (read.consistent()) {
      options.add(".consistentRead()");
    }
    Optional<String> limit = read.limit();
    Optional<String> page = read.pageRequest();
    String terminal;
    Optional<CodeBlock> last = Optional.empty();
    if (page.isPresent()) {
      // The request says how the page is read (its size and cursor, filled or not, its bound).
      terminal = "page";
      last =
          Optional.of(
              limit
                  .map(l -> CodeBlock.of("$N.atMost($L)", page.get(), l))
                  .orElse(CodeBlock.of("$N", page.get())));
    } else {
      terminal =
          switch (read.finish()) {
            case FIRST -> "first";
            case PAGE -> "page";
            case LIST -> limit.isPresent() ? "first" : "list";
            case STREAM -> "stream";
            case FETCH -> "fetchItems";
            case COLLECTION -> limit.isPresent() ? "page" : "fetch";
          };
      boolean limited =
          switch (read.finish()) {
            case PAGE, LIST, STREAM, COLLECTION -> limit.isPresent();
            case FIRST, FETCH -> false;
          };
      if (limited) {
        options.add(".limit($L)", limit.get());
        if (read.finish() == DeclaredPatternPlan.Finish.LIST
            || read.finish() == DeclaredPatternPlan.Finish.STREAM) {
          last = Optional.of(CodeBlock.of("$L", limit.get()));
        }
      }
    }
    if (faceName == null) {
      method.addStatement("return $L", ownTerminal(options.build(), terminal, last));
      return;
    }
    CodeBlock arguments =
        last.map(l -> CodeBlock.of("$N, $L,$W$L", faceName, options.build(), l))
            .orElse(CodeBlock.of("$N, $L", faceName, options.build()));
    method.addStatement("return $T.$N($L)", RuntimeTypes.DECLARED_READS, terminal, arguments);
  }

  /**
   * The query's own terminal of that name, which the blocking face's {@code DeclaredReads}
   * terminals run: a stream's cap limits the stream, which reads its pages as it is consumed, and
   * the full items of views are those of {@code fetchItems()}.
   */
  private static CodeBlock ownTerminal(
      CodeBlock options, String terminal, Optional<CodeBlock> last) {
    if (terminal.equals("stream")) {
      return last.map(l -> CodeBlock.of("$L$Z.stream().limit($L)", options, l))
          .orElse(CodeBlock.of("$L$Z.stream()", options));
    }
    if (terminal.equals("fetchItems")) {
      return CodeBlock.of("$L$Z.fetchItems().items()", options);
    }
    return CodeBlock.of("$L$Z.$N($L)", options, terminal, last.orElse(CodeBlock.of("")));
  }
}
