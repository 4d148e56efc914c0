package dev.quizbot.fakediscord;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Every REST request the fake answered, in arrival order. */
final class RestLog {

  private final List<RecordedRequest> requests = new CopyOnWriteArrayList<>();

  void record(RecordedRequest request) {
    requests.add(request);
  }

  List<RecordedRequest> snapshot() {
    return List.copyOf(requests);
  }

  void clear() {
    requests.clear();
  }
}
