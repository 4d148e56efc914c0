package dev.quizbot.practice;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The options of {@code quizbot practice}.
 *
 * @param learner the learner's name (default: the OS user name, else "local")
 * @param readiness a date (yyyy-mm-dd, checked) or "today": print the readiness forecast for it
 *     instead of studying
 * @param minutes the exam's time, overriding the deck's
 * @param timeScale how many times faster than real time the practice clock runs: 1 but in tests (an
 *     exam of 1 minute at 30 ends in 2 s, through the exam's own deadline)
 * @param language the language of the screens ({@code --language}, else the system locale)
 */
public record PracticeOptions(
    Optional<String> deck,
    Optional<String> topic,
    OptionalInt count,
    boolean exam,
    Optional<String> readiness,
    String learner,
    OptionalInt minutes,
    double timeScale,
    Locale language) {}
