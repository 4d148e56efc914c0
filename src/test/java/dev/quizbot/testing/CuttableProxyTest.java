package dev.quizbot.testing;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class CuttableProxyTest {

  @Test
  @DisplayName("a connection right after cut() is refused, as by a stopped server, every time")
  void refusedRightAfterTheCut() throws Exception {
    // Before cut() waited for its accepting thread, 93 of 3,000 such connections were accepted
    // (and then reset): the JDK closed the listening socket only once accept() had returned.
    try (ServerSocket upstream = new ServerSocket(0)) {
      String url = "jdbc:postgresql://127.0.0.1:" + upstream.getLocalPort() + "/quizbot";
      for (int i = 0; i < 500; i++) {
        try (CuttableProxy proxy = CuttableProxy.forJdbcUrl(url)) {
          int port = proxy.port();
          proxy.cut();
          try (Socket client = new Socket()) {
            assertThatThrownBy(
                    () -> client.connect(new InetSocketAddress("127.0.0.1", port), 1_000))
                .isInstanceOf(ConnectException.class);
          }
        }
      }
    }
  }
}
