package dev.quizbot.discord.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.ServerIds;
import dev.quizbot.discord.ComponentId;
import dev.quizbot.i18n.Texts;
import java.util.List;
import java.util.OptionalInt;
import net.dv8tion.jda.api.components.buttons.Button;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The 🚩 button's id names a server deck's server, so a press finds it in a DM too. */
final class ReportIdsTest {
  private static final long GUILD = 1_579_020_197_728_092_160L;

  private static Question question(String id) {
    return new Question(id, "d", "t", "Q?", List.of("A", "B"), 0, "E.", null, null, null);
  }

  private static ReportIds.Pressed pressed(Question question, boolean round) {
    var row =
        round
            ? ReportIds.forRound(1_234_567_890_123L, question, Texts.english())
            : ReportIds.forStudy(question, OptionalInt.of(1), Texts.english());
    String id = ((Button) row.getComponents().get(0)).getCustomId();
    assertThat(id.length()).isLessThanOrEqualTo(ComponentId.MAX_LENGTH);
    return ReportIds.parse(ComponentId.parse(id).orElseThrow()).orElseThrow();
  }

  @Test
  @DisplayName("a server deck's question: its server rides along, in rounds and in study")
  void serverDeckNamesItsServer() {
    Question mine = question(ServerIds.question(GUILD, "x".repeat(96), 12));

    assertThat(pressed(mine, true).bankGuild()).isEqualTo(GUILD);
    assertThat(pressed(mine, false).bankGuild()).isEqualTo(GUILD);
    assertThat(pressed(mine, false).studyPick()).hasValue(1);
    assertThat(pressed(mine, true).version()).isEqualTo(ReportIds.version(mine));
  }

  @Test
  @DisplayName("the exam report's labelled 🚩 of a server deck's question names its server too")
  void labelledButtonNamesItsServer() {
    Question mine = question(ServerIds.question(GUILD, "x".repeat(96), 12));
    String id = ReportIds.forStudy(mine, OptionalInt.of(1), "Report Q2").getCustomId();

    ReportIds.Pressed pressed = ReportIds.parse(ComponentId.parse(id).orElseThrow()).orElseThrow();
    assertThat(pressed.bankGuild()).isEqualTo(GUILD);
    assertThat(pressed.studyPick()).hasValue(1);
  }

  @Test
  @DisplayName("a shipped question's id keeps its old three-part form")
  void shippedUnchanged() {
    ReportIds.Pressed shipped = pressed(question("nca-mg-001"), true);

    assertThat(shipped.args()).hasSize(3);
    assertThat(shipped.bankGuild()).isEqualTo(GuildBanks.NO_GUILD);
  }
}
