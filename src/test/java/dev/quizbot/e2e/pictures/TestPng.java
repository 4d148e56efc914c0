package dev.quizbot.e2e.pictures;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import javax.imageio.ImageIO;

/** A small real PNG for a test deck's {@code image}, drawn, encoded and written beside the deck. */
final class TestPng {
  private TestPng() {}

  /** Draws a 40 × 20 picture, writes it to {@code file} (folders made) and returns its bytes. */
  static byte[] write(Path file, Consumer<Graphics2D> draw) throws IOException {
    BufferedImage image = new BufferedImage(40, 20, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    draw.accept(g);
    g.dispose();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ImageIO.write(image, "png", out);
    byte[] png = out.toByteArray();
    Files.createDirectories(file.getParent());
    Files.write(file, png);
    return png;
  }
}
