package dev.quizbot.discord;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.utils.ConcurrentSessionController;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A session controller that connects to a fixed gateway URL. JDA has no builder setter for the
 * gateway; without this override it always dials {@code wss://gateway.discord.gg/}.
 *
 * <p>It also keeps a stop quiet: JDA's session worker may be in the middle of a gateway connect
 * when JDA is shut down (e.g. SIGTERM during start-up). That attempt's failure is expected then, so
 * it is logged at DEBUG instead of JDA's ERROR, and {@link #awaitNoConnectAttempt} lets the caller
 * wait for it to end before reporting that the bot stopped.
 *
 * <p>And it holds the first connect until {@link #loginReturned()}: JDA starts it from inside the
 * constructor of its gateway client and stores that client in a field only after it returns, yet
 * reads the field while handling GUILD_CREATE. Across a network the handshake outlasts that gap; a
 * gateway on this machine (the tests' fake Discord) can win it on a loaded machine, and JDA then
 * drops the server with a NullPointerException (seen in CI: "Uncaught exception from chunking
 * filter", the server marked unavailable 75 s later).
 */
final class FixedGatewaySessionController extends ConcurrentSessionController {

  private static final Logger log = LoggerFactory.getLogger(FixedGatewaySessionController.class);

  private final String gatewayUrl;
  private final Map<SessionConnectNode, SessionConnectNode> tracked = new ConcurrentHashMap<>();
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition idle = lock.newCondition();
  private int attemptsRunning;
  private final CountDownLatch loggedIn = new CountDownLatch(1);

  FixedGatewaySessionController(String gatewayUrl) {
    this.gatewayUrl = gatewayUrl;
  }

  @Override
  public String getGateway() {
    return gatewayUrl;
  }

  @Override
  public void appendSession(SessionConnectNode node) {
    super.appendSession(tracked.computeIfAbsent(node, TrackedNode::new));
  }

  @Override
  public void removeSession(SessionConnectNode node) {
    SessionConnectNode wrapper = tracked.remove(node);
    super.removeSession(wrapper == null ? node : wrapper);
  }

  /** JDA's {@code build()} has returned (or failed): its gateway client is in place. */
  void loginReturned() {
    loggedIn.countDown();
  }

  /**
   * Waits until no gateway connect attempt is running (call after shutting JDA down).
   *
   * @return false if one still ran when the timeout passed
   */
  boolean awaitNoConnectAttempt(Duration timeout) throws InterruptedException {
    long left = timeout.toNanos();
    lock.lock();
    try {
      while (attemptsRunning > 0) {
        if (left <= 0) {
          return false;
        }
        left = idle.awaitNanos(left);
      }
      return true;
    } finally {
      lock.unlock();
    }
  }

  private static boolean stopping(JDA jda) {
    JDA.Status status = jda.getStatus();
    return status == JDA.Status.SHUTTING_DOWN || status == JDA.Status.SHUTDOWN;
  }

  /** Counts the attempt while it runs; drops the failure of an attempt whose JDA is stopping. */
  private final class TrackedNode implements SessionConnectNode {
    private final SessionConnectNode node;

    TrackedNode(SessionConnectNode node) {
      this.node = node;
    }

    @Override
    public boolean isReconnect() {
      return node.isReconnect();
    }

    @Override
    public JDA getJDA() {
      return node.getJDA();
    }

    @Override
    public JDA.ShardInfo getShardInfo() {
      return node.getShardInfo();
    }

    @Override
    public void run(boolean isLast) throws InterruptedException {
      lock.lock();
      try {
        attemptsRunning++;
      } finally {
        lock.unlock();
      }
      try {
        loggedIn.await(); // JDA's worker thread, never the one building: see the class comment
        node.run(isLast);
        tracked.remove(node); // connected; a reconnect comes as a new node
      } catch (RuntimeException e) {
        if (!stopping(node.getJDA())) {
          throw e; // JDA logs it and tries again
        }
        tracked.remove(node);
        log.debug("gateway connect attempt ended by the shutdown: {}", e.toString());
      } finally {
        lock.lock();
        try {
          attemptsRunning--;
          idle.signalAll();
        } finally {
          lock.unlock();
        }
      }
    }
  }
}
