/**
 * The one adapter that speaks Discord (JDA); the domain packages never import JDA.
 *
 * <p>Every listener implements JDA's plain {@code EventListener} and tests the event type itself,
 * never {@code ListenerAdapter}: the adapter looks up handler methods by walking each event's class
 * hierarchy, once per listener per event, which was a measurable share of JDA's event thread under
 * a reaction burst (that thread also reads the gateway, so its time per event bounds how fast
 * reactions and interactions get through).
 *
 * <p>Per feature: {@code quiz/} (rounds), {@code settings/} ({@code /quizconfig}), {@code
 * leaderboard/} ({@code /leaderboard}, {@code /stats}, {@code /topics}), {@code daily/} ({@code
 * /daily}); shared pieces (JDA set-up, command routing, the admin check, reaction removal, failure
 * logging) sit at this level. docs/architecture.md has the map.
 */
package dev.quizbot.discord;
