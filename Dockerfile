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
# Charts draw text in the member's language; the JRE ships no font, and Japanese needs one with its
# glyphs: IPAGothic (IPA Font License), found through fontconfig (leaderboard/ChartStyle.font).
RUN apt-get update \
 && apt-get install -y --no-install-recommends fontconfig fonts-dejavu-core fonts-ipafont-gothic \
 && rm -rf /var/lib/apt/lists/*
RUN groupadd --system --gid 10001 quizbot \
 && useradd --system --uid 10001 --gid quizbot --home-dir /app --shell /usr/sbin/nologin quizbot \
 && mkdir -p /data \
 && chown quizbot:quizbot /data
WORKDIR /app
COPY --from=build /src/target/quizbot.jar /app/quizbot.jar
# Baked-in bank; replace it with a mount: -v "$PWD/questions:/app/questions:ro". No settings file
# is baked in (.dockerignore keeps config/quizbot.yaml, tokens and databases out of the build):
# settings come from QUIZBOT_* variables, or mount one: -v "$PWD/config:/app/config:ro".
COPY questions/ /app/questions/
# The JVM options beside the jar, so a mounted config folder cannot take them away.
COPY config/jvm.options /app/jvm.options

# Class-data sharing archive (docs/development.md "JVM options"): a static dump of the classes in the committed
# class list, recorded over a full start, login and stop of the bot against the fake Discord
# (src/main/cds/quizbot.classlist; bench suite.CdsClassList re-records it). It is made here, with
# this runtime's JVM and the bot's JVM options, for this exact jar at this path: rebuild the image,
# not the jar. Classes missing from a stale list just load from the jar.
COPY src/main/cds/quizbot.classlist /app/quizbot.classlist
RUN java @/app/jvm.options -Xshare:dump -XX:SharedClassListFile=/app/quizbot.classlist \
      -XX:SharedArchiveFile=/app/quizbot.jsa -cp /app/quizbot.jar > /dev/null 2>&1 ; \
    test -s /app/quizbot.jsa

# sqlite-jdbc's native library, extracted here at build time into a folder owned by root: the
# bot's user cannot replace the code it loads (a writable cache let a planted library run at the
# next start). The ENTRYPOINT points the driver at it (org.sqlite.lib.path), so no copy is made
# at start, nor a `uname` forked.
RUN java -cp /app/quizbot.jar dev.quizbot.app.SqliteNativeLibrary /app/native \
 && chown -R root:root /app/native && chmod 755 /app/native && chmod 644 /app/native/* \
 && test -s /app/native/libsqlitejdbc.so

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
# JVM options: config/jvm.options (the one place; docs/development.md "JVM options": serial GC, a 64 MiB heap
# that leaves room for the HEALTHCHECK's probe JVM), plus the class-data sharing archive.
ENTRYPOINT ["java", "@/app/jvm.options", "-XX:SharedArchiveFile=/app/quizbot.jsa", "-Dorg.sqlite.lib.path=/app/native", "-Dorg.sqlite.lib.name=libsqlitejdbc.so", "-jar", "/app/quizbot.jar"]
