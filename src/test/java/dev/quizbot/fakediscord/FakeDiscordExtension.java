package dev.quizbot.fakediscord;

import java.util.function.Supplier;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * JUnit 5 extension: before each test it starts a fresh fake Discord and {@link DiscordScenario}
 * (and the bot, if built with {@link #withBot}); after it, stops both and fails the test if JDA
 * logged any WARN or ERROR. Inject {@code DiscordScenario} or {@code FakeDiscord} as parameters.
 *
 * <pre>{@code
 * @RegisterExtension
 * final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> new JdaTestBot(listener));
 * }</pre>
 */
public final class FakeDiscordExtension
    implements BeforeEachCallback, AfterEachCallback, ParameterResolver {

  private static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create(FakeDiscordExtension.class);

  private final Supplier<? extends BotUnderTest> botFactory;

  /** No bot is started automatically; call {@link DiscordScenario#startBot(BotUnderTest)}. */
  public FakeDiscordExtension() {
    this(null);
  }

  private FakeDiscordExtension(Supplier<? extends BotUnderTest> botFactory) {
    this.botFactory = botFactory;
  }

  /** Starts a bot from the factory before each test; {@code startBot()} makes a fresh one. */
  public static FakeDiscordExtension withBot(Supplier<? extends BotUnderTest> botFactory) {
    return new FakeDiscordExtension(botFactory);
  }

  @Override
  public void beforeEach(ExtensionContext context) {
    JdaLogGuard guard = new JdaLogGuard();
    guard.attach();
    FakeDiscord fake = FakeDiscord.start();
    DiscordScenario scenario = new DiscordScenario(fake, guard, botFactory);
    ExtensionContext.Store store = context.getStore(NAMESPACE);
    store.put(JdaLogGuard.class, guard);
    store.put(FakeDiscord.class, fake);
    store.put(DiscordScenario.class, scenario);
    if (botFactory != null) {
      scenario.startBot();
    }
  }

  @Override
  public void afterEach(ExtensionContext context) {
    ExtensionContext.Store store = context.getStore(NAMESPACE);
    DiscordScenario scenario = store.remove(DiscordScenario.class, DiscordScenario.class);
    FakeDiscord fake = store.remove(FakeDiscord.class, FakeDiscord.class);
    JdaLogGuard guard = store.remove(JdaLogGuard.class, JdaLogGuard.class);
    try {
      if (scenario != null) {
        scenario.stopBot();
      }
    } finally {
      if (fake != null) {
        fake.close();
      }
      if (guard != null) {
        guard.detach();
        guard.assertClean();
      }
    }
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    Class<?> type = parameter.getParameter().getType();
    return type == DiscordScenario.class || type == FakeDiscord.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    return context.getStore(NAMESPACE).get(parameter.getParameter().getType());
  }
}
