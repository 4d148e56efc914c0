package dev.quizbot.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.discord.DiscordConnection;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.dv8tion.jda.api.Permission;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Keeps docs/self-hosting.md's "Invite the bot" in step with {@link DiscordConnection#PERMISSIONS}.
 */
final class InviteDocumentationTest {

  /** The name Discord's invite page shows; JDA shortens one of them. */
  private static String portalName(Permission permission) {
    return permission == Permission.MESSAGE_HISTORY ? "Read Message History" : permission.getName();
  }

  private static String inviteSection() throws IOException {
    String readme = Files.readString(Path.of("docs/self-hosting.md"));
    int start = readme.indexOf("## Invite the bot");
    assertThat(start).as("docs/self-hosting.md has a section \"Invite the bot\"").isNotNegative();
    int end = readme.indexOf("\n## ", start + 1);
    return readme.substring(start, end < 0 ? readme.length() : end);
  }

  @Test
  @DisplayName(
      "Every permissions integer in the README's invite section is the one the bot asks for")
  void permissionsIntegerMatchesCode() throws IOException {
    // GIVEN the invite section of the README
    String section = inviteSection();

    // WHEN its permissions integers are read (the prose and the URL)
    List<Long> documented = new ArrayList<>();
    Matcher m = Pattern.compile("(?:permissions=|integer \\*\\*)(\\d+)").matcher(section);
    while (m.find()) {
      documented.add(Long.parseLong(m.group(1)));
    }

    // THEN there are some, and all equal the code's value
    assertThat(documented)
        .isNotEmpty()
        .containsOnly(Permission.getRaw(DiscordConnection.PERMISSIONS));
  }

  @Test
  @DisplayName("The README's permission table names exactly the permissions the bot asks for")
  void permissionTableMatchesCode() throws IOException {
    // GIVEN the invite section's table rows
    Matcher m = Pattern.compile("(?m)^\\| ([A-Z][A-Za-z ]+?) \\| ").matcher(inviteSection());
    List<String> rows = new ArrayList<>();
    while (m.find()) {
      rows.add(m.group(1));
    }

    // THEN they are Discord's names of DiscordConnection.PERMISSIONS (header row aside)
    assertThat(rows)
        .filteredOn(r -> !r.equals("Permission"))
        .containsExactlyInAnyOrderElementsOf(
            DiscordConnection.PERMISSIONS.stream()
                .map(InviteDocumentationTest::portalName)
                .toList());
  }
}
