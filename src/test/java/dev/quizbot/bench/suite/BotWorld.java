package dev.quizbot.bench.suite;

import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscord;
import dev.quizbot.fakediscord.FakeGuild;
import dev.quizbot.fakediscord.FakeUser;
import java.util.ArrayList;
import java.util.List;

/**
 * A fake Discord with one server of {@code members} members and {@code channels} text channels (one
 * open round per channel, so a benchmark that opens several rounds needs as many).
 */
final class BotWorld implements AutoCloseable {
  final FakeDiscord fake;
  final FakeGuild guild;
  final List<FakeChannel> channels = new ArrayList<>();
  final FakeUser asker;
  final List<FakeUser> members = new ArrayList<>();

  BotWorld(int members, int channelCount) {
    fake = FakeDiscord.start();
    guild = fake.createGuild("Bench Server");
    for (int i = 0; i < channelCount; i++) {
      channels.add(fake.createTextChannel(guild, "quiz-" + i));
    }
    asker = fake.createMember(guild, "bench-asker");
    for (int i = 1; i < members; i++) {
      this.members.add(fake.createMember(guild, "bench-member-" + i));
    }
  }

  @Override
  public void close() {
    fake.close();
  }
}
