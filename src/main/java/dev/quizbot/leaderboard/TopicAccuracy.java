package dev.quizbot.leaderboard;

/**
 * How a member did on one topic.
 *
 * @param topic topic name as stored with the answers
 * @param answered answers given on the topic
 * @param correct correct answers on the topic
 */
public record TopicAccuracy(String topic, long answered, long correct) {

  /** Share of correct answers, 0.0 to 1.0. */
  public double accuracy() {
    return answered == 0 ? 0.0 : (double) correct / answered;
  }
}
