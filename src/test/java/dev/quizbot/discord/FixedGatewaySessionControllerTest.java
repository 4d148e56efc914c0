package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.utils.SessionController.SessionConnectNode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class FixedGatewaySessionControllerTest {

  @Test
  @DisplayName("the first gateway connect waits until JDA's build() has returned")
  void firstConnectWaitsForTheLogin() throws Exception {
    FixedGatewaySessionController controller =
        new FixedGatewaySessionController("ws://127.0.0.1:9/");
    AtomicBoolean built = new AtomicBoolean(); // stands for JDA's gateway client field being set
    AtomicBoolean sawBuilt = new AtomicBoolean();
    CountDownLatch ran = new CountDownLatch(1);
    controller.appendSession(
        node(
            () -> {
              sawBuilt.set(built.get());
              ran.countDown();
            }));

    // JDA's worker takes the node: it is then held (waiting inside TrackedNode.run), or it ran
    while (ran.getCount() > 0 && !heldInTrackedNode()) {
      Thread.onSpinWait();
    }
    built.set(true);
    controller.loginReturned();
    ran.await();
    assertThat(sawBuilt).as("the connect ran after build() returned").isTrue();
  }

  /** A thread waits (untimed) inside the controller's wrapper of a connect: the hold. */
  private static boolean heldInTrackedNode() {
    return Thread.getAllStackTraces().entrySet().stream()
        .filter(e -> e.getKey().getState() == Thread.State.WAITING)
        .anyMatch(
            e ->
                Arrays.stream(e.getValue())
                    .anyMatch(
                        f ->
                            f.getClassName().endsWith("FixedGatewaySessionController$TrackedNode")
                                && f.getMethodName().equals("run")));
  }

  private static SessionConnectNode node(Runnable connect) {
    return new SessionConnectNode() {
      @Override
      public boolean isReconnect() {
        return false;
      }

      @Override
      public JDA getJDA() {
        return null; // read only when a connect fails
      }

      @Override
      public JDA.ShardInfo getShardInfo() {
        return new JDA.ShardInfo(0, 1);
      }

      @Override
      public void run(boolean isLast) {
        connect.run();
      }
    };
  }
}
