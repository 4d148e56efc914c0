package dev.quizbot.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A TCP forwarder on 127.0.0.1 in front of a database server that a test can cut: {@link #cut()}
 * closes every forwarded connection and stops listening, so the bot sees what a stopped PostgreSQL
 * gives ("Connection refused", broken connections); {@link #restore()} listens again on the same
 * port. Lets a test stop "the server" without stopping one that other tests share.
 */
public final class CuttableProxy implements AutoCloseable {
  private final String targetHost;
  private final int targetPort;
  private final int port;
  private final List<Socket> sockets = new CopyOnWriteArrayList<>();
  private volatile ServerSocket server;
  private Thread acceptor; // guarded by this

  private CuttableProxy(String targetHost, int targetPort) throws IOException {
    this.targetHost = targetHost;
    this.targetPort = targetPort;
    ServerSocket first = new ServerSocket();
    first.setReuseAddress(true);
    first.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
    this.port = first.getLocalPort();
    listen(first);
  }

  /** A proxy to the host and port of a {@code jdbc:postgresql://host:port/db?...} URL. */
  public static CuttableProxy forJdbcUrl(String jdbcUrl) throws IOException {
    URI uri = URI.create(jdbcUrl.substring("jdbc:".length()));
    return new CuttableProxy(uri.getHost(), uri.getPort() < 0 ? 5432 : uri.getPort());
  }

  /** {@code jdbcUrl} with its host and port replaced by this proxy's. */
  public String route(String jdbcUrl) {
    URI uri = URI.create(jdbcUrl.substring("jdbc:".length()));
    String hostPort = uri.getHost() + (uri.getPort() < 0 ? "" : ":" + uri.getPort());
    return jdbcUrl.replaceFirst(java.util.regex.Pattern.quote(hostPort), "127.0.0.1:" + port);
  }

  /** Refuses new connections and breaks the open ones, until {@link #restore()}. */
  public void cut() {
    Thread accepting;
    synchronized (this) {
      ServerSocket s = server;
      server = null;
      closeQuietly(s);
      for (Socket socket : sockets) {
        closeQuietly(socket);
      }
      sockets.clear();
      accepting = acceptor;
    }
    // The JDK closes a socket under a blocked accept() only once that thread has left it; until
    // then the kernel still completes handshakes, and a client connecting right after the cut saw
    // its connection reset instead of refused. Outside the lock: the acceptor may be registering.
    try {
      accepting.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The port this proxy listens on (while not cut). */
  int port() {
    return port;
  }

  /** Listens again on the same port. */
  public synchronized void restore() throws IOException {
    if (server != null) {
      return;
    }
    ServerSocket again = new ServerSocket();
    again.setReuseAddress(true);
    again.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
    listen(again);
  }

  private synchronized void listen(ServerSocket listening) {
    server = listening;
    acceptor =
        new Thread(
            () -> {
              while (!listening.isClosed()) {
                try {
                  Socket client = listening.accept();
                  Socket upstream = new Socket(targetHost, targetPort);
                  if (!register(listening, client, upstream)) {
                    return; // cut while this connection was being made: it must not outlive it
                  }
                  pump(client, upstream);
                  pump(upstream, client);
                } catch (IOException e) {
                  return; // closed by cut() or close()
                }
              }
            },
            "cuttable-proxy-accept");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  /**
   * Adds an accepted connection to those {@link #cut()} closes, unless a cut came first (then
   * closes it). Under the proxy's lock, as cut() is: a connection accepted just before a cut would
   * otherwise be registered after it and keep forwarding through the outage.
   */
  private synchronized boolean register(ServerSocket listening, Socket client, Socket upstream) {
    if (server != listening) {
      closeQuietly(client);
      closeQuietly(upstream);
      return false;
    }
    sockets.add(client);
    sockets.add(upstream);
    return true;
  }

  private void pump(Socket from, Socket to) {
    Thread t =
        new Thread(
            () -> {
              byte[] buffer = new byte[16 * 1024];
              try (InputStream in = from.getInputStream();
                  OutputStream out = to.getOutputStream()) {
                for (int n; (n = in.read(buffer)) >= 0; ) {
                  out.write(buffer, 0, n);
                  out.flush();
                }
              } catch (IOException e) {
                // one side closed: close both below
              } finally {
                closeQuietly(from);
                closeQuietly(to);
                sockets.remove(from);
                sockets.remove(to);
              }
            },
            "cuttable-proxy-pump");
    t.setDaemon(true);
    t.start();
  }

  private static void closeQuietly(AutoCloseable c) {
    if (c == null) {
      return;
    }
    try {
      c.close();
    } catch (Exception ignored) {
      // closing anyway
    }
  }

  @Override
  public void close() {
    cut();
  }
}
