package dev.quizbot.shard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ShardTest {
  /** A made-up server id whose timestamp part (id >> 22) is 1,000,003. */
  private static final long GUILD = (1_000_003L << 22) | 12_345;

  @Test
  @DisplayName("a server belongs to shard (id >> 22) % total, as Discord routes its events")
  void discordRule() {
    // GIVEN a server whose timestamp part is 1,000,003 (1 modulo 2, 3 modulo 4)
    // WHEN each shard of 2 and of 4 is asked THEN exactly Discord's shard owns it
    assertThat(new Shard(1, 2).owns(GUILD)).isTrue();
    assertThat(new Shard(0, 2).owns(GUILD)).isFalse();
    assertThat(new Shard(3, 4).owns(GUILD)).isTrue();
    assertThat(new Shard(1, 4).owns(GUILD)).isFalse();
  }

  @Test
  @DisplayName("the only shard owns every server and adds no SQL condition")
  void singleShard() {
    assertThat(Shard.ALL.owns(GUILD)).isTrue();
    assertThat(Shard.ALL.isPartial()).isFalse();
    assertThat(Shard.ALL.andOwns("guild_id")).isEmpty();
  }

  @Test
  @DisplayName("one shard of several filters rows by the same rule in SQL")
  void sqlCondition() {
    assertThat(new Shard(1, 3).andOwns("guild_id")).isEqualTo(" AND (guild_id / 4194304) % 3 = 1");
  }

  @Test
  @DisplayName("a shard id outside 0 to total - 1 cannot be made")
  void invalid() {
    assertThatThrownBy(() -> new Shard(2, 2)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Shard(0, 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new Shard(-1, 2)).isInstanceOf(IllegalArgumentException.class);
  }
}
