package dev.quizbot.fakediscord;

import java.util.List;

/** Dispatches a request to the first route group that serves it; 404 otherwise. */
final class RestRoutes {

  private final List<RouteGroup> groups;

  RestRoutes(List<RouteGroup> groups) {
    this.groups = List.copyOf(groups);
  }

  RestResponse handle(RestRequest request) {
    for (RouteGroup group : groups) {
      RestResponse response = group.handle(request);
      if (response != null) {
        return response;
      }
    }
    throw DiscordError.notFound();
  }
}
