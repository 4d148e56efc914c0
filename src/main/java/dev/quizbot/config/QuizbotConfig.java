package dev.quizbot.config;

/**
 * All start-up settings, one record per feature area. Each section's record components are exactly
 * its keys: {@code quiz.answerWindow} is {@code quiz().answerWindow()}.
 */
public record QuizbotConfig(
    DiscordSettings discord,
    DatabaseSettings database,
    BankSettings bank,
    QuizSettings quiz,
    DailySettings daily,
    LogSettings log,
    HealthSettings health,
    ShutdownSettings shutdown,
    ServerSettings servers,
    LimitSettings limits) {

  public static QuizbotConfig defaults() {
    return new QuizbotConfig(
        DiscordSettings.defaults(),
        DatabaseSettings.defaults(),
        BankSettings.defaults(),
        QuizSettings.defaults(),
        DailySettings.defaults(),
        LogSettings.defaults(),
        HealthSettings.defaults(),
        ShutdownSettings.defaults(),
        ServerSettings.defaults(),
        LimitSettings.defaults());
  }

  static QuizbotConfig read(SettingsReader r) {
    return new QuizbotConfig(
        DiscordSettings.read(r),
        DatabaseSettings.read(r),
        BankSettings.read(r),
        QuizSettings.read(r),
        DailySettings.read(r),
        LogSettings.read(r),
        HealthSettings.read(r),
        ShutdownSettings.read(r),
        ServerSettings.read(r),
        LimitSettings.read(r));
  }
}
