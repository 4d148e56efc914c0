package dev.quizbot.bench;

import java.time.Duration;

/**
 * Study reminders for 10,000 members due at the same local minute, against the fake Discord with
 * its rate limits on: total time against the floor (1 request × members at 50/s: the message to the
 * stored DM channel) and the 429s.
 *
 * <p>Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=ReminderFanoutBench} (an argument
 * sets the number of members).
 */
public final class ReminderFanoutBench {

  private static final int MEMBERS = 10_000;

  private ReminderFanoutBench() {}

  public static void main(String[] args) throws Exception {
    int members = args.length > 0 ? Integer.parseInt(args[0]) : MEMBERS;
    System.out.println("ReminderFanoutBench: " + members + " members, fake rate limits on");
    ReminderFanout.Figures figures = ReminderFanout.run(members, Duration.ofMinutes(15));
    System.out.println("ReminderFanoutBench: " + figures);
    System.exit(0);
  }
}
