package dev.quizbot.practice;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * {@code quizbot practice --export FILE} or {@code --forget}: one of the two, for one learner.
 *
 * @param learner the learner's name, normalised ({@link Learners#normalise})
 * @param exportTo the file to write; empty: forget instead
 * @param language the language of the lines printed
 */
public record LearnerDataOptions(String learner, Optional<Path> exportTo, Locale language) {

  public boolean forget() {
    return exportTo.isEmpty();
  }
}
