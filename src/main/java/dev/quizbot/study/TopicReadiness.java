package dev.quizbot.study;

/**
 * One topic of a readiness forecast.
 *
 * @param weight the topic's share of the exam, 0 to 1 (the weights normalised)
 * @param predicted the mean recall probability of its questions on the date
 * @param gain what reviewing it could add to the total: weight × (1 − predicted)
 */
public record TopicReadiness(
    String topic, int questions, int seen, double weight, double predicted, double gain) {}
