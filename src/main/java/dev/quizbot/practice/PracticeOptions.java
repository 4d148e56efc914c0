package dev.quizbot.practice;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * The options of {@code quizbot practice}.
 *
 * @param learner the learner's name (default: the OS user name, else "local")
 * @param readiness a date (yyyy-mm-dd, checked) or "today": print the readiness forecast for it
 *     instead of studying
 * @param examSeconds the exam's time limit, overriding the deck's (tests and short drills)
 */
public record PracticeOptions(
    Optional<String> deck,
    Optional<String> topic,
    OptionalInt count,
    boolean exam,
    Optional<String> readiness,
    String learner,
    OptionalInt examSeconds) {}
