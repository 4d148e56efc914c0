package dev.quizbot.bench.suite;

import java.util.List;

/** One benchmark of the suite: runs itself several times and returns its figures. */
public interface SuiteBenchmark {

  /** Table id(s), e.g. "P6" or "P3". */
  String id();

  /** Runs the benchmark (repeats included) and returns one figure per measured quantity. */
  List<Figure> run(Mode mode) throws Exception;
}
