package dev.singletable.processor.properties;

import static com.google.testing.compile.Compiler.javac;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import com.sun.management.ThreadMXBean;
import dev.singletable.processor.SingletableProcessor;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;

/**
 * One design compiled with the processor in this JVM, with what it cost: the compiling thread's CPU
 * time and the bytes it allocated (a bound on the memory the processor can have needed), and the
 * classes it made, loadable to run the generated code.
 */
record CompiledDesign(Compilation compilation, long cpuMillis, long allocatedBytes) {

  private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

  static CompiledDesign compile(Map<String, String> sources) {
    List<JavaFileObject> files =
        sources.entrySet().stream()
            .map(source -> JavaFileObjects.forSourceString(source.getKey(), source.getValue()))
            .toList();
    long thread = Thread.currentThread().getId();
    long cpu = THREADS.getCurrentThreadCpuTime();
    long allocated = THREADS.getThreadAllocatedBytes(thread);
    Compilation compilation = javac().withProcessors(new SingletableProcessor()).compile(files);
    return new CompiledDesign(
        compilation,
        (THREADS.getCurrentThreadCpuTime() - cpu) / 1_000_000,
        THREADS.getThreadAllocatedBytes(thread) - allocated);
  }

  /** The messages of the compile's errors. */
  List<String> errors() {
    return compilation.errors().stream().map(d -> d.getMessage(null)).toList();
  }

  /** A class loader over the compiled classes, the test's own classes as its parent. */
  ClassLoader classLoader() {
    Map<String, byte[]> classes = new HashMap<>();
    for (JavaFileObject file : compilation.generatedFiles()) {
      if (file.getKind() == JavaFileObject.Kind.CLASS) {
        // compile-testing names class outputs /CLASS_OUTPUT/<package path>/<Name>.class
        String path = file.toUri().getPath();
        String name = path.substring(path.indexOf("/CLASS_OUTPUT/") + "/CLASS_OUTPUT/".length());
        try (InputStream in = file.openInputStream()) {
          classes.put(name.replace(".class", "").replace('/', '.'), in.readAllBytes());
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
    return new ClassLoader(CompiledDesign.class.getClassLoader()) {
      @Override
      protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name);
        if (bytes == null) {
          throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
      }
    };
  }
}
