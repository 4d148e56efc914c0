package dev.quizbot.bank.diagrams;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * Draws the shipped bank's diagrams ({@code questions/diagrams/*.png}) with Java2D, so they can be
 * redrawn and reviewed as code. Run after changing one:
 *
 * <pre>./mvnw -q test-compile exec:java -Dexec.classpathScope=test \
 *   -Dexec.mainClass=dev.quizbot.bank.diagrams.BankDiagrams -Dexec.args=questions/diagrams</pre>
 *
 * Text uses the logical font SansSerif (DejaVu Sans on Debian); the pictures carry no other
 * dependency. The schedule of {@link #pipeline} is computed, not drawn by hand: each stage runs
 * Megatron-LM's non-interleaved 1F1B order (p − s − 1 warm-up forwards on stage s, counted from 0,
 * then one forward and one backward in turn, then the remaining backwards), and every pass starts
 * once its stage is free and the pass it depends on has finished.
 */
public final class BankDiagrams {
  private static final Color INK = new Color(0x20, 0x24, 0x2A);
  private static final Color GREEN = new Color(0x76, 0xB9, 0x00);
  private static final Color BLUE = new Color(0x3B, 0x6E, 0xC8);
  private static final Color ORANGE = new Color(0xE0, 0x8A, 0x1E);
  private static final Color GREY = new Color(0x9A, 0xA0, 0xA6);
  private static final Color[] CHUNK = {
    new Color(0x76, 0xB9, 0x00), new Color(0x3B, 0x6E, 0xC8),
    new Color(0xE0, 0x8A, 0x1E), new Color(0xB0, 0x4A, 0xB8)
  };

  private BankDiagrams() {}

  public static void main(String[] args) throws IOException {
    Path out = Path.of(args.length > 0 ? args[0] : "questions/diagrams");
    Files.createDirectories(out);
    ImageIO.write(ring(), "png", out.resolve("ring-allreduce.png").toFile());
    ImageIO.write(pipeline(), "png", out.resolve("pipeline-1f1b.png").toFile());
    ImageIO.write(nvswitch(), "png", out.resolve("dgx-h100-nvswitch.png").toFile());
  }

  private static Graphics2D canvas(BufferedImage image) {
    Graphics2D g = image.createGraphics();
    g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
    g.setRenderingHint(
        RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
    g.setColor(Color.WHITE);
    g.fillRect(0, 0, image.getWidth(), image.getHeight());
    return g;
  }

  /**
   * Ring AllReduce: 4 GPUs, each buffer in 4 chunks, each GPU sends to its clockwise neighbour. The
   * ring runs 0 -> 1 -> 3 -> 2, not in device order, so nca-mg-254 needs the picture.
   */
  static BufferedImage ring() {
    BufferedImage image = new BufferedImage(640, 400, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = canvas(image);
    title(g, "Ring AllReduce over 4 GPUs (each buffer in 4 chunks)", 320, 30);
    int[][] at = {{320, 95}, {520, 210}, {320, 325}, {120, 210}};
    int[] gpuAt = {0, 1, 3, 2}; // device number shown at each position, clockwise from the top
    // Arrows clockwise, drawn first so the boxes cover their ends.
    g.setStroke(new BasicStroke(3f));
    for (int k = 0; k < 4; k++) {
      int[] from = at[k];
      int[] to = at[(k + 1) % 4];
      arrow(g, from[0], from[1], to[0], to[1], 78, 62, GREY);
    }
    for (int k = 0; k < 4; k++) {
      gpuBox(g, at[k][0], at[k][1], "GPU " + gpuAt[k]);
    }
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
    g.setColor(INK);
    center(g, "one step: every GPU sends one chunk", 320, 200);
    center(g, "to its neighbour, all at the same time", 320, 218);
    g.dispose();
    return image;
  }

  private static void gpuBox(Graphics2D g, int cx, int cy, String name) {
    int w = 124;
    int h = 58;
    g.setColor(new Color(0xF2, 0xF7, 0xE8));
    g.fill(new RoundRectangle2D.Double(cx - w / 2.0, cy - h / 2.0, w, h, 12, 12));
    g.setColor(GREEN.darker());
    g.setStroke(new BasicStroke(2f));
    g.draw(new RoundRectangle2D.Double(cx - w / 2.0, cy - h / 2.0, w, h, 12, 12));
    g.setColor(INK);
    g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
    center(g, name, cx, cy - 25);
    for (int c = 0; c < 4; c++) {
      g.setColor(CHUNK[c]);
      g.fillRect(cx - 46 + c * 24, cy + 6, 20, 14);
    }
  }

  /** 1F1B on 4 stages with 8 micro-batches; backward passes take twice as long as forwards. */
  static BufferedImage pipeline() {
    int stages = 4;
    int micro = 8;
    int forward = 1;
    int backward = 2;
    List<List<int[]>> order = new ArrayList<>(); // per stage: {kind 0=F 1=B, micro-batch}
    for (int s = 0; s < stages; s++) {
      List<int[]> ops = new ArrayList<>();
      int warmup = Math.min(stages - s - 1, micro);
      int f = 0;
      int b = 0;
      for (int i = 0; i < warmup; i++) {
        ops.add(new int[] {0, f++});
      }
      while (f < micro) {
        ops.add(new int[] {0, f++});
        ops.add(new int[] {1, b++});
      }
      while (b < micro) {
        ops.add(new int[] {1, b++});
      }
      order.add(ops);
    }
    int[][] endF = new int[stages][micro];
    int[][] endB = new int[stages][micro];
    int[][][] start = new int[stages][][];
    int[] next = new int[stages];
    int[] free = new int[stages];
    for (int s = 0; s < stages; s++) {
      start[s] = new int[order.get(s).size()][];
    }
    boolean progress = true;
    while (progress) {
      progress = false;
      for (int s = 0; s < stages; s++) {
        if (next[s] == order.get(s).size()) {
          continue;
        }
        int[] op = order.get(s).get(next[s]);
        int ready;
        if (op[0] == 0) {
          ready = s == 0 ? 0 : endF[s - 1][op[1]];
          if (s > 0 && endF[s - 1][op[1]] == 0) {
            continue;
          }
        } else {
          ready = s == stages - 1 ? endF[s][op[1]] : endB[s + 1][op[1]];
          if (s < stages - 1 && endB[s + 1][op[1]] == 0) {
            continue;
          }
        }
        int begin = Math.max(ready, free[s]);
        int end = begin + (op[0] == 0 ? forward : backward);
        if (op[0] == 0) {
          endF[s][op[1]] = end;
        } else {
          endB[s][op[1]] = end;
        }
        start[s][next[s]] = new int[] {op[0], op[1], begin, end};
        free[s] = end;
        next[s]++;
        progress = true;
      }
    }
    int total = 0;
    for (int s = 0; s < stages; s++) {
      total = Math.max(total, free[s]);
    }
    int unit = 22;
    int left = 90;
    int top = 70;
    int row = 48;
    int width = left + total * unit + 30;
    BufferedImage image =
        new BufferedImage(width, top + stages * row + 90, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = canvas(image);
    title(g, "One batch on 4 pipeline stages, 8 micro-batches", width / 2, 30);
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
    g.setColor(INK);
    center(g, "time →", width / 2, 52);
    for (int s = 0; s < stages; s++) {
      int y = top + s * row;
      g.setColor(INK);
      g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 13));
      g.drawString("Stage " + (s + 1), 12, y + 26);
      g.setColor(new Color(0xF1, 0xF3, 0xF4));
      g.fillRect(left, y + 4, total * unit, row - 8);
      for (int[] op : start[s]) {
        int x = left + op[2] * unit;
        int w = (op[3] - op[2]) * unit;
        g.setColor(op[0] == 0 ? BLUE : ORANGE);
        g.fillRect(x + 1, y + 6, w - 2, row - 12);
        g.setColor(Color.WHITE);
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 11));
        center(g, (op[0] == 0 ? "F" : "B") + (op[1] + 1), x + w / 2, y + row / 2 - 7);
      }
    }
    int legend = top + stages * row + 22;
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
    g.setColor(BLUE);
    g.fillRect(left, legend, 16, 16);
    g.setColor(INK);
    g.drawString("F n: forward pass of micro-batch n", left + 22, legend + 13);
    g.setColor(ORANGE);
    g.fillRect(left + 290, legend, 16, 16);
    g.setColor(INK);
    g.drawString("B n: backward pass of micro-batch n", left + 312, legend + 13);
    g.setColor(GREY);
    center(g, "grey: the stage is idle", width / 2, legend + 38);
    g.dispose();
    return image;
  }

  /** DGX H100: 8 GPUs, 4 NVSwitch chips, every GPU wired to every switch. */
  static BufferedImage nvswitch() {
    BufferedImage image = new BufferedImage(720, 420, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = canvas(image);
    title(g, "DGX H100: NVLink between the 8 GPUs", 360, 30);
    int[] gpuX = new int[8];
    for (int i = 0; i < 8; i++) {
      gpuX[i] = 60 + i * 86;
    }
    int[] switchX = {135, 285, 435, 585};
    int gpuTop = 70;
    int gpuY = gpuTop + 24;
    int switchY = 300;
    g.setStroke(new BasicStroke(1.6f));
    for (int i = 0; i < 8; i++) {
      for (int s = 0; s < 4; s++) {
        g.setColor(new Color(CHUNK[s].getRed(), CHUNK[s].getGreen(), CHUNK[s].getBlue(), 170));
        g.draw(new Line2D.Double(gpuX[i], gpuY + 24, switchX[s], switchY - 24));
      }
    }
    for (int i = 0; i < 8; i++) {
      g.setColor(new Color(0xF2, 0xF7, 0xE8));
      g.fill(new RoundRectangle2D.Double(gpuX[i] - 36, gpuY - 24, 72, 48, 10, 10));
      g.setColor(GREEN.darker());
      g.setStroke(new BasicStroke(2f));
      g.draw(new RoundRectangle2D.Double(gpuX[i] - 36, gpuY - 24, 72, 48, 10, 10));
      g.setColor(INK);
      g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
      center(g, "GPU " + i, gpuX[i], gpuY - 8);
    }
    for (int s = 0; s < 4; s++) {
      g.setColor(CHUNK[s]);
      g.fill(new RoundRectangle2D.Double(switchX[s] - 62, switchY - 24, 124, 48, 10, 10));
      g.setColor(Color.WHITE);
      g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
      center(g, "NVSwitch " + (s + 1), switchX[s], switchY - 8);
    }
    g.setColor(INK);
    g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 13));
    center(g, "each GPU: 18 NVLink links in all, spread over the 4 NVSwitch chips", 360, 362);
    g.dispose();
    return image;
  }

  private static void title(Graphics2D g, String text, int cx, int baseline) {
    g.setColor(INK);
    g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 17));
    FontMetrics m = g.getFontMetrics();
    g.drawString(text, cx - m.stringWidth(text) / 2, baseline);
  }

  /** Centred text whose top is near {@code top}. */
  private static void center(Graphics2D g, String text, int cx, int top) {
    FontMetrics m = g.getFontMetrics();
    g.drawString(text, cx - m.stringWidth(text) / 2, top + m.getAscent());
  }

  /** An arrow between two box centres, shortened so it starts and ends outside the boxes. */
  private static void arrow(
      Graphics2D g, int x1, int y1, int x2, int y2, int halfW, int halfH, Color color) {
    double dx = x2 - x1;
    double dy = y2 - y1;
    double len = Math.hypot(dx, dy);
    double ux = dx / len;
    double uy = dy / len;
    double cut =
        Math.min(halfW / Math.max(Math.abs(ux), 1e-9), halfH / Math.max(Math.abs(uy), 1e-9));
    double sx = x1 + ux * cut;
    double sy = y1 + uy * cut;
    double ex = x2 - ux * cut;
    double ey = y2 - uy * cut;
    g.setColor(color);
    g.draw(new Line2D.Double(sx, sy, ex, ey));
    Path2D head = new Path2D.Double();
    head.moveTo(0, 0);
    head.lineTo(-14, -7);
    head.lineTo(-14, 7);
    head.closePath();
    AffineTransform t = AffineTransform.getTranslateInstance(ex, ey);
    t.rotate(Math.atan2(dy, dx));
    g.fill(t.createTransformedShape(head));
  }
}
