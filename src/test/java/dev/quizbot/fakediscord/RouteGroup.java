package dev.quizbot.fakediscord;

/** A set of related REST routes. */
interface RouteGroup {

  /** Serves the request, or returns {@code null} if no route of this group matches. */
  RestResponse handle(RestRequest request);
}
