package dev.quizbot.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Java optimizer against fsrs-rs: each fixture of {@code fsrs/optimizer/} is a synthetic review
 * log (generated deterministically by scripts/fsrs-fixtures/generate.mjs) with the weights fsrs-rs
 * 6.x fitted to it through its npm binding and the log loss and RMSE(bins) fsrs-rs measured. Needs
 * no Node: the fixtures are committed.
 */
class FsrsOptimizerAgreementTest {

  static final String[] FIXTURES = {
    "small-binary", "medium-binary", "medium-four-grades", "large-binary", "forgetful-binary"
  };

  record Fixture(
      List<CardHistory> cards,
      List<Double> fsrsRsWeights,
      double fsrsRsLogLoss,
      double fsrsRsRmseBins,
      double defaultsLogLoss) {}

  static Fixture load(String name) throws IOException {
    try (InputStream in =
        FsrsOptimizerAgreementTest.class.getResourceAsStream("/fsrs/optimizer/" + name + ".json")) {
      JsonNode root = new ObjectMapper().readTree(in);
      List<CardHistory> cards = new ArrayList<>();
      for (JsonNode card : root.get("cards")) {
        List<PastReview> reviews = new ArrayList<>();
        for (JsonNode r : card) {
          reviews.add(new PastReview(r.get(0).asInt(), r.get(1).asLong(), r.get(2).asLong()));
        }
        cards.add(CardHistory.of(reviews));
      }
      List<Double> weights = new ArrayList<>();
      root.get("fsrsRsParameters").forEach(w -> weights.add(w.asDouble()));
      return new Fixture(
          cards,
          weights,
          root.get("fsrsRsLogLoss").asDouble(),
          root.get("fsrsRsRmseBins").asDouble(),
          root.get("defaultsLogLoss").asDouble());
    }
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "small-binary",
        "medium-binary",
        "medium-four-grades",
        "large-binary",
        "forgetful-binary"
      })
  void evaluationMeasuresAsFsrsRs(String name) throws IOException {
    Fixture f = load(name);
    var fsrsRs =
        MemoryModelEvaluation.evaluate(
            f.fsrsRsWeights(), f.cards(), MemoryModelEvaluation.Scope.fsrsRs());
    var defaults =
        MemoryModelEvaluation.evaluate(
            FsrsParameters.DEFAULT_WEIGHTS, f.cards(), MemoryModelEvaluation.Scope.fsrsRs());
    // fsrs-rs computes in f32, and its weights are stored to 6 decimals.
    assertThat(fsrsRs.logLoss()).isCloseTo(f.fsrsRsLogLoss(), within(2e-4));
    assertThat(fsrsRs.rmseBins()).isCloseTo(f.fsrsRsRmseBins(), within(2e-4));
    assertThat(defaults.logLoss()).isCloseTo(f.defaultsLogLoss(), within(2e-4));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "small-binary",
        "medium-binary",
        "medium-four-grades",
        "large-binary",
        "forgetful-binary"
      })
  void fitsAsWellAsFsrsRsAndNeverWorseThanTheDefaults(String name) throws IOException {
    Fixture f = load(name);
    var fit = new FsrsOptimizer().fit(f.cards(), FsrsOptimizer.Options.defaults());
    new FsrsParameters(
        fit.weights(), 0.9, List.of(), List.of(), FsrsParameters.MAX_INTERVAL_DAYS, false);
    double java =
        MemoryModelEvaluation.evaluate(
                fit.weights(), f.cards(), MemoryModelEvaluation.Scope.fsrsRs())
            .logLoss();
    System.out.printf(
        "%s: java %.5f fsrs-rs %.5f defaults %.5f (%s)%n",
        name, java, f.fsrsRsLogLoss(), f.defaultsLogLoss(), fit.stage());
    assertThat(java).isCloseTo(f.fsrsRsLogLoss(), within(0.002));
    assertThat(java).isLessThanOrEqualTo(f.defaultsLogLoss());
  }
}
