# syntax=docker/dockerfile:1
# Quizbot image: build with the Maven Wrapper, run on a JRE as a non-root user.
#   docker build -t quizbot .
#   docker run -d --name quizbot -e DISCORD_TOKEN -v quizbot-data:/data --stop-timeout 20 quizbot

# ---- build ---------------------------------------------------------------------------------
FROM eclipse-temurin:17-jdk AS build
WORKDIR /src
# Wrapper and POM first: the dependency download stays cached until pom.xml changes.
COPY mvnw pom.xml ./
COPY .mvn/ .mvn/
# Only a cache warm-up: the package step below fetches anything it missed.
RUN chmod +x mvnw && (./mvnw -B -ntp -q dependency:go-offline || true)
COPY src/ src/
RUN ./mvnw -B -ntp -DskipTests package

# ---- run -----------------------------------------------------------------------------------
FROM eclipse-temurin:17-jre
RUN groupadd --system --gid 10001 quizbot \
 && useradd --system --uid 10001 --gid quizbot --home-dir /app --shell /usr/sbin/nologin quizbot \
 && mkdir -p /data \
 && chown quizbot:quizbot /data
WORKDIR /app
COPY --from=build /src/target/quizbot.jar /app/quizbot.jar
# Baked-in bank and settings; replace either with a mount:
#   -v "$PWD/questions:/app/questions:ro"   -v "$PWD/config:/app/config:ro"
COPY questions/ /app/questions/
COPY config/ /app/config/

# The database lives on the volume; the health server is on for the HEALTHCHECK below.
ENV QUIZBOT_DATABASE_URL=jdbc:sqlite:/data/quizbot.db \
    QUIZBOT_HEALTH_PORT=8080
VOLUME ["/data"]
USER quizbot

# Liveness = gateway connected and database answering (see dev.quizbot.health.HealthServer).
# The probe reads health.port from the same config and environment as the bot.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
  CMD ["java", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx32m", "-cp", "/app/quizbot.jar", "dev.quizbot.health.HealthProbe"]

# Exec form: java is PID 1 and receives SIGTERM from `docker stop` directly, so the bot can
# shut down cleanly and exit 0 (it catches SIGTERM; all Discord work is bounded by
# shutdown.grace, default 10s). Docker's default stop timeout is also 10s: give it more, e.g.
# --stop-timeout 20, or it sends SIGKILL before the database is closed.
# Heap: at most 60% of the container's memory limit. The rest is for the bot's metaspace, thread
# stacks and code cache, and for the HEALTHCHECK's short-lived probe JVM (-Xmx32m), which runs in
# the same cgroup; 75% left too little room for both under a small limit (e.g. --memory 256m).
ENTRYPOINT ["java", "-XX:MaxRAMPercentage=60", "-XX:+UseSerialGC", "-XX:+ExitOnOutOfMemoryError", "-jar", "/app/quizbot.jar"]
