package dev.quizbot.discord;

import dev.quizbot.limit.MemberRateLimit;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;

/**
 * The routers' door to {@link MemberRateLimit}: a member past their limit gets one short ephemeral
 * line with the seconds to wait, and nothing else happens (no work queued, nothing stored).
 */
final class MemberLimitGate {
  static final String SLOW_DOWN = "limit.slowDown";

  private final MemberRateLimit limit;

  MemberLimitGate(MemberRateLimit limit) {
    this.limit = limit;
  }

  /** True if the member may go on; else they have been answered already. */
  boolean admit(IReplyCallback event) {
    MemberRateLimit.Admission admission = limit.admit(event.getUser().getIdLong());
    if (admission.admitted()) {
      return true;
    }
    // Whole seconds, rounded up: "0 s" would invite the next refused press.
    long seconds = Math.max(1, (admission.retryAfter().toMillis() + 999) / 1000);
    event
        .reply(Language.of(event).get(SLOW_DOWN, seconds))
        .setEphemeral(true)
        .queue(null, RestFailures::log);
    return false;
  }
}
