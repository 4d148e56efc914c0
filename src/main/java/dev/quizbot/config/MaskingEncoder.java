package dev.quizbot.config;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.encoder.Encoder;
import ch.qos.logback.core.encoder.EncoderBase;
import java.nio.charset.StandardCharsets;
import java.util.Set;

/**
 * Wraps the real encoder and replaces every secret in its finished output. Working on the finished
 * line (not the message) covers arguments, exception messages, stack traces and MDC alike, in text
 * and JSON format (a token holds no character JSON would escape).
 */
final class MaskingEncoder extends EncoderBase<ILoggingEvent> {
  static final String MASK = "[redacted]";

  private final Encoder<ILoggingEvent> delegate;
  private final Set<String> secrets;

  /** {@code secrets} is shared and may grow later: a thread-safe set. */
  MaskingEncoder(Encoder<ILoggingEvent> delegate, Set<String> secrets) {
    this.delegate = delegate;
    this.secrets = secrets;
  }

  Encoder<ILoggingEvent> delegate() {
    return delegate;
  }

  @Override
  public byte[] headerBytes() {
    return delegate.headerBytes();
  }

  @Override
  public byte[] encode(ILoggingEvent event) {
    byte[] bytes = delegate.encode(event);
    if (secrets.isEmpty() || bytes == null) {
      return bytes;
    }
    String line = new String(bytes, StandardCharsets.UTF_8);
    String masked = line;
    for (String secret : secrets) {
      masked = masked.replace(secret, MASK);
    }
    return masked == line ? bytes : masked.getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public byte[] footerBytes() {
    return delegate.footerBytes();
  }

  @Override
  public void start() {
    if (!delegate.isStarted()) {
      delegate.start();
    }
    super.start();
  }

  @Override
  public void stop() {
    delegate.stop();
    super.stop();
  }
}
