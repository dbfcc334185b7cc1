// Two instances, proven (issue #13): two production server processes on one PostgreSQL database
// and one S3 bucket (s3rver), behind Debian's nginx running docs/deploy/nginx.conf.template itself
// (round robin), started by scripts/cluster/harness.ts as `npm run bench:cluster` starts them.
//
// Why a browser spec and separate processes rather than a vitest test with two apps in one
// process: the claim is about the deployment as it runs (each instance its own process
// with its own memory, page cache, analytics queue and shutdown, behind the real balancer and its
// real configuration), and this file has the production build that such processes serve.
//
// The journey is driven with HTTP requests whose order the test controls (one request at a time,
// redirects not followed), so that round robin sends each to the instance the previous one did not
// reach. Which instance answered is read from the instances' own request logs: nginx sends its
// request id as X-Request-Id, each instance logs it as `reqId` with its INSTANCE_ID and answers it
// back; nginx's access log, which names the upstream's port, must agree.
//
// Never skipped: the harness installs nginx-light when missing (as root), and without
// TEST_DATABASE_URL it starts a throwaway PostgreSQL server of its own.
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand } from "@aws-sdk/client-s3";
import {
  request as newRequestContext,
  type APIRequestContext,
  type APIResponse,
} from "@playwright/test";
import sharp from "sharp";
import { createDatabase } from "../../app/.server/db/create-database";
import type { Database } from "../../app/.server/db/schema";
import { MAX_FAILED_ATTEMPTS } from "../../app/.server/auth/attempt-throttle";
import { thumbnailVariants } from "../../app/lib/stored-thumbnail-url";
import { ffmpeg } from "../../app/.server/testing/media-clips";
import {
  ensureClusterPrerequisites,
  startCluster,
  type Cluster,
} from "../../scripts/cluster/harness";
import {
  backdateLessonVisits,
  E2E_ADMIN_PASSWORD,
  expect,
  LEARNER_PASSWORD,
  phoneNumber,
  test,
  VALID_YOUTUBE_URL,
} from "./fixtures";
import { localizedText } from "../../app/lib/localized-text";

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/** First port tried for nginx, s3rver and the instances (free ones from there up). */
const PORT_FROM = Number(process.env.E2E_CLUSTER_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 10);

test.describe("two instances behind nginx", () => {
  // One cluster for the whole file, its steps in order; starting it takes a while on a busy machine.
  test.describe.configure({ mode: "serial", timeout: 240_000 });

  let cluster: Cluster;
  let db: Database;
  let releasePostgres: (() => void) | undefined;
  const contexts: APIRequestContext[] = [];

  test.beforeAll(async () => {
    // apt may install nginx first; then two instances start, migrate and seed on a busy machine.
    test.setTimeout(300_000);
    const { adminDatabaseUrl, release } = await ensureClusterPrerequisites(PORT_FROM + 40);
    releasePostgres = release;
    cluster = await startCluster({
      count: 2,
      portFrom: PORT_FROM,
      adminDatabaseUrl,
      adminPassword: E2E_ADMIN_PASSWORD,
    });
    db = createDatabase(cluster.databaseUrl);
  });

  test.afterAll(async () => {
    // Each instance is given up to 30 s to stop before it is killed.
    test.setTimeout(120_000);
    for (const context of contexts) await context.dispose().catch(() => undefined);
    await db?.destroy();
    // Every process, even after a failure: nginx, both instances, s3rver; then the database.
    await cluster?.stop();
    releasePostgres?.();
  });

  /** A client of its own (cookies), talking to nginx only. */
  async function client(): Promise<APIRequestContext> {
    const context = await newRequestContext.newContext({
      baseURL: cluster.nginx.origin,
      // The server refuses state-changing requests from another site; every request here is ours.
      extraHTTPHeaders: { origin: cluster.nginx.origin, "user-agent": BROWSER_UA },
      maxRedirects: 0,
    });
    contexts.push(context);
    return context;
  }

  /** The instance whose request log has this request id (its line may follow the answer). */
  async function instanceThatLogged(requestId: string): Promise<string> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = cluster.instances.filter((instance) => instance.requests.has(requestId));
      if (found.length > 0) {
        expect(
          found.map((i) => i.id),
          `request ${requestId} logged by one instance`,
        ).toHaveLength(1);
        const line = found[0]!.requests.get(requestId)!;
        expect(line.instance, "the log line names its instance (INSTANCE_ID)").toBe(found[0]!.id);
        return found[0]!.id;
      }
      if (Date.now() > deadline) throw new Error(`no instance logged request ${requestId}`);
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  /** The instance nginx's access log says it passed this request to (logged once answered). */
  async function instanceInAccessLog(requestId: string): Promise<string | undefined> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const line = cluster.nginx
        .accessLog()
        .split("\n")
        .find((entry) => entry.endsWith(`request_id=${requestId}`));
      if (line) {
        const port = Number(/ upstream=127\.0\.0\.1:(\d+) /.exec(line)?.[1]);
        return cluster.instances.find((instance) => instance.port === port)?.id;
      }
      if (Date.now() > deadline) return undefined;
      await new Promise((done) => setTimeout(done, 50));
    }
  }

  /**
   * Records which instance answered each request of a sequence and asserts that each one went to
   * the instance the previous one did not reach.
   */
  function sequence() {
    const seen: { step: string; instance: string }[] = [];
    return {
      seen,
      async check(step: string, response: APIResponse): Promise<APIResponse> {
        const requestId = response.headers()["x-request-id"] ?? "";
        expect(requestId, `${step}: nginx's request id comes back`).toMatch(/^[0-9a-f]{32}$/);
        const instance = await instanceThatLogged(requestId);
        expect(await instanceInAccessLog(requestId), `${step}: nginx's access log agrees`).toBe(
          instance,
        );
        const previous = seen.at(-1);
        if (previous) {
          expect(
            instance,
            `${step} was answered by the instance that answered "${previous.step}"`,
          ).not.toBe(previous.instance);
        }
        seen.push({ step, instance });
        return response;
      },
    };
  }

  const courseSuffix = randomUUID().slice(0, 8);
  const titleAr = `دورة المجموعة ${courseSuffix}`;
  const editedTitleAr = `دورة المجموعة بعد التعديل ${courseSuffix}`;
  let courseId = "";
  let thumbnailUrl = "";
  const videos = [1, 2, 3].map((n) => ({
    title: localizedText({ en: `Cluster lesson ${n}`, ar: `درس المجموعة ${n} ${courseSuffix}` }),
    description: localizedText({ ar: `وصف الدرس ${n}` }),
    youtubeUrl: VALID_YOUTUBE_URL,
    durationMinutes: 10,
  }));
  const courseBody = (title: string) => ({
    title: localizedText({ en: `Cluster course ${courseSuffix}`, ar: title }),
    description: localizedText({
      en: "A course saved through nginx",
      ar: "دورة حُفظت عبر nginx على نسختين من الخادم",
    }),
    category: "Finance",
    difficultyLevel: "beginner",
    durationMinutes: 30,
    instructorName: "مريم بنت أحمد",
    thumbnailUrl,
    videos,
    links: [],
  });

  test("an admin signs in, uploads a thumbnail and saves a course: every page, image and edit works on both instances", async () => {
    test.slow();
    const admin = await client();
    const s = sequence();

    const gate = await s.check("the gate", await admin.get("/admin/login"));
    expect(gate.status()).toBe(200);
    expect(await gate.text()).toContain("Admin Access");

    const signIn = await s.check(
      "sign in",
      await admin.post("/admin/login", {
        form: { password: E2E_ADMIN_PASSWORD, redirectTo: "/admin" },
      }),
    );
    expect(signIn.status(), await signIn.text()).toBe(302);
    expect(signIn.headers()["location"]).toBe("/admin");

    // The session made by one instance is known to the other.
    const dashboard = await s.check("the dashboard", await admin.get("/admin"));
    expect(dashboard.status()).toBe(200);
    expect(await dashboard.text()).toContain("Admin Dashboard");

    const png = await sharp({
      create: { width: 960, height: 540, channels: 3, background: "#0a7" },
    })
      .png()
      .toBuffer();
    const upload = await s.check(
      "upload the thumbnail",
      await admin.post("/admin/uploads/thumbnail", {
        multipart: { file: { name: "cover.png", mimeType: "image/png", buffer: png } },
      }),
    );
    expect(upload.status(), await upload.text()).toBe(201);
    thumbnailUrl = ((await upload.json()) as { url: string }).url;
    expect(thumbnailUrl).toMatch(/^\/uploads\/course-thumbnails\/[0-9a-f-]{36}-960\.webp$/);

    // The other instance saves the course with the upload the first one stored in the bucket.
    const save = await s.check(
      "save the course",
      await admin.post("/admin/course/new", { data: courseBody(titleAr) }),
    );
    expect(save.status(), await save.text()).toBe(302);
    expect(save.headers()["location"]).toBe("/admin");

    const listed = await s.check("the dashboard lists it", await admin.get("/admin"));
    const listedHtml = await listed.text();
    // The card shows the title learners see: the Arabic one (issue #14).
    expect(listedHtml).toContain(titleAr);
    const saved = await db
      .selectFrom("courses")
      .select(["id", "thumbnail_url"])
      .where("title", "=", `Cluster course ${courseSuffix}`)
      .execute();
    expect(saved).toHaveLength(1);
    courseId = saved[0]!.id;
    expect(saved[0]!.thumbnail_url).toBe(thumbnailUrl);
    expect(listedHtml).toContain(`/admin/course/${courseId}`);

    const publish = await s.check(
      "publish it",
      await admin.post("/admin?index", {
        form: { intent: "toggle", courseId, publish: "true" },
      }),
    );
    expect(publish.status()).toBe(200);

    // Each public page twice: once from each instance. Each instance caches pages
    // (docs/manual/public-site.md, "Caching"): these fill both caches, which the edit below must
    // then invalidate on both.
    for (const path of ["/", "/courses", `/course/${courseId}`]) {
      for (const round of [1, 2]) {
        const page = await s.check(`${path} (${round})`, await admin.get(path));
        expect(page.status()).toBe(200);
        const html = await page.text();
        if (path !== "/") expect(html).toContain(titleAr);
        if (path === `/course/${courseId}`) expect(html).toContain(thumbnailUrl);
      }
    }

    // Every width of the upload, from each instance, is the object in the bucket (streamed from S3
    // by whichever instance answers: neither has it on its own disk).
    const variants = thumbnailVariants(thumbnailUrl) ?? [];
    expect(variants.length).toBeGreaterThan(1);
    for (const variant of variants) {
      const key = variant.url.split("/").pop() ?? "";
      const object = await cluster.s3.client.send(
        new GetObjectCommand({ Bucket: cluster.bucket, Key: key }),
      );
      const stored = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      expect(stored.length).toBeGreaterThan(0);
      for (const round of [1, 2]) {
        const image = await s.check(`${variant.url} (${round})`, await admin.get(variant.url));
        expect(image.status()).toBe(200);
        expect(image.headers()["content-type"]).toBe("image/webp");
        expect(Buffer.compare(await image.body(), stored)).toBe(0);
      }
    }

    // The edit, on one instance; the very next requests, one on each, show it.
    const edit = await s.check(
      "edit the title",
      await admin.post(`/admin/course/${courseId}`, { data: courseBody(editedTitleAr) }),
    );
    expect(edit.status(), await edit.text()).toBe(302);
    for (const path of [`/course/${courseId}`, "/courses"]) {
      for (const round of [1, 2]) {
        const page = await s.check(`${path} after the edit (${round})`, await admin.get(path));
        expect(page.status()).toBe(200);
        const html = await page.text();
        expect(html).toContain(editedTitleAr);
        expect(html).not.toContain(titleAr);
      }
    }
    expect(new Set(s.seen.map((step) => step.instance))).toEqual(new Set(["a", "b"]));
  });

  test("a learner signs up, marks two lessons, signs out and in again, each request on the other instance", async () => {
    test.slow();
    expect(courseId, "the course of the previous test").not.toBe("");
    const learner = await client();
    const s = sequence();
    const phone = phoneNumber();

    const form = await s.check("the sign-up form", await learner.get("/auth"));
    expect(form.status()).toBe(200);
    const signUp = await s.check(
      "sign up",
      await learner.post("/auth", {
        form: {
          intent: "sign-up",
          phone: phone.typed,
          email: "",
          password: LEARNER_PASSWORD,
          progress: "",
          redirectTo: "/",
        },
      }),
    );
    // The page of the account's recovery code (issue #27).
    expect(signUp.status(), await signUp.text()).toBe(200);

    for (const position of [1, 2]) {
      const lessonPage = await s.check(
        `lesson ${position}`,
        await learner.get(`/course/${courseId}?lesson=${position}`),
      );
      expect(lessonPage.status()).toBe(200);
      const html = await lessonPage.text();
      expect(html).toContain(editedTitleAr);
      const lessonId = /name="lessonId" value="([^"]+)"/.exec(html)?.[1];
      expect(lessonId, "the page's 'mark complete' form").toBeTruthy();
      // Opened long ago as far as the server knows (decision 0041: marks wait for half a lesson).
      await backdateLessonVisits(db, courseId);
      const mark = await s.check(
        `mark lesson ${position} complete`,
        await learner.post(`/course/${courseId}`, {
          form: { intent: "complete", lessonId: lessonId!, position: String(position) },
        }),
      );
      expect(mark.status(), await mark.text()).toBe(302);
      expect(mark.headers()["location"]).toBe(`/course/${courseId}?lesson=${position}`);
    }

    const account = await s.check("the account page", await learner.get("/account"));
    expect(account.status()).toBe(200);
    expect(await account.text()).toContain("الدروس المكتملة: 2 من 3");

    const signOut = await s.check("sign out", await learner.post("/auth/sign-out"));
    expect(signOut.status()).toBe(302);
    const signedOut = await s.check("the account page, signed out", await learner.get("/account"));
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers()["location"]).toMatch(/^\/auth/);

    const signIn = await s.check(
      "sign in",
      await learner.post("/auth", {
        form: {
          intent: "sign-in",
          identifier: phone.typed,
          password: LEARNER_PASSWORD,
          progress: "",
          redirectTo: "/account",
        },
      }),
    );
    expect(signIn.status(), await signIn.text()).toBe(302);
    for (const round of [1, 2]) {
      const again = await s.check(`the account page (${round})`, await learner.get("/account"));
      expect(again.status()).toBe(200);
      const html = await again.text();
      expect(html).toContain(editedTitleAr);
      expect(html).toContain("الدروس المكتملة: 2 من 3");
    }
    // Opening the course lands on the first unfinished lesson, on either instance.
    for (const round of [1, 2]) {
      const open = await s.check(
        `open the course (${round})`,
        await learner.get(`/course/${courseId}`),
      );
      expect(open.status()).toBe(302);
      expect(open.headers()["location"]).toBe(`/course/${courseId}?lesson=3`);
    }
  });

  test("the course page and the catalogue render their images in Chromium through nginx", async ({
    page,
  }) => {
    expect(courseId, "the course of the first test").not.toBe("");
    for (const path of [`/course/${courseId}`, "/courses"]) {
      await page.goto(`${cluster.nginx.origin}${path}`);
      const image = page.locator(`img[src*="/uploads/course-thumbnails/"]`).first();
      await expect(image).toBeVisible();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await page.goto(cluster.nginx.origin);
    await expect(page.locator("h1").first()).toBeVisible();
  });

  test("a lesson's video over nginx's 6 MB limit is streamed to an instance, kept privately in the bucket, processed once, and its versions served in ranges", async () => {
    // The upload, ffmpeg's run of a few seconds on a busy machine, and the reads.
    test.setTimeout(240_000);
    const admin = await client();
    const signIn = await admin.post("/admin/login", {
      form: { password: E2E_ADMIN_PASSWORD, redirectTo: "/admin" },
    });
    expect(signIn.status(), await signIn.text()).toBe(302);

    // Over client_max_body_size 6m: only /admin/media's own location lets it through. Noise at a
    // high bitrate makes a few seconds weigh that much.
    const dir = await mkdtemp(join(tmpdir(), "cluster-media-"));
    try {
      const path = join(dir, "lesson.mp4");
      await ffmpeg([
        ...["-f", "lavfi", "-i", "testsrc2=size=640x360:rate=25:duration=4,noise=alls=60:allf=t"],
        ...["-f", "lavfi", "-i", "sine=frequency=300:duration=4"],
        ...["-c:v", "libx264", "-preset", "ultrafast", "-b:v", "16M", "-pix_fmt", "yuv420p"],
        ...["-c:a", "aac", "-b:a", "64k", path],
      ]);
      const body = await readFile(path);
      expect(body.length).toBeGreaterThan(6 * 1024 * 1024);

      const upload = await admin.post("/admin/media", {
        data: body,
        headers: {
          "content-type": "video/mp4",
          "x-file-name": encodeURIComponent("درس الهاتف.mp4"),
        },
      });
      expect(upload.status(), await upload.text()).toBe(201);
      const { id } = (await upload.json()) as { id: string };

      // The original is in the bucket's private prefix, and no address serves it.
      const file = await db
        .selectFrom("media_files")
        .select(["original_key"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow();
      const original = await cluster.s3.client.send(
        new GetObjectCommand({
          Bucket: cluster.bucket,
          Key: `media-originals/${file.original_key}`,
        }),
      );
      expect(Number(original.ContentLength)).toBe(body.length);
      for (const path of [
        `/uploads/media-originals/${file.original_key}`,
        `/uploads/lesson-media/${file.original_key}`,
      ]) {
        expect((await admin.get(path)).status(), path).toBe(404);
      }

      // The job runs on both instances' schedulers; the lock gives the file to one of them.
      await expect
        .poll(
          async () =>
            (
              await db
                .selectFrom("media_files")
                .select("status")
                .where("id", "=", id)
                .executeTakeFirstOrThrow()
            ).status,
          { timeout: 180_000, intervals: [1_000] },
        )
        .toBe("ready");
      const readyLines = cluster.instances.flatMap((instance) =>
        instance
          .output()
          .split("\n")
          .filter((line) => line.includes('"media_ready"') && line.includes(id)),
      );
      expect(readyLines, "processed by one instance, once").toHaveLength(1);

      const versions = await db
        .selectFrom("media_versions")
        .select(["version", "url", "bytes", "content_type"])
        .where("media_id", "=", id)
        .execute();
      expect(versions.map((v) => v.version).sort()).toEqual(
        ["audio", "audio", "light", "standard"].sort(),
      );
      for (const version of versions) {
        expect(version.url).toMatch(/^\/uploads\/lesson-media\//);
        // From each instance in turn: the file is the bucket's, never an instance's disk.
        const s = sequence();
        const first = await s.check(
          `${version.url} first bytes`,
          await admin.get(version.url, { headers: { range: "bytes=0-99" } }),
        );
        expect(first.status()).toBe(206);
        expect(first.headers()["content-range"]).toBe(`bytes 0-99/${Number(version.bytes)}`);
        expect(first.headers()["content-type"]).toBe(version.content_type);
        expect((await first.body()).length).toBe(100);
        const beyond = await s.check(
          `${version.url} beyond the end`,
          await admin.get(version.url, { headers: { range: `bytes=${Number(version.bytes)}-` } }),
        );
        expect(beyond.status()).toBe(416);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  test("failed admin sign-ins are counted across both instances: the throttle trips at the same count as on one", async () => {
    // A new client: no device cookie, so it is counted by its address (nginx's, as TRUST_PROXY=1
    // believes the last X-Forwarded-For entry, the one nginx wrote).
    const stranger = await client();
    const s = sequence();
    for (let attempt = 1; attempt <= MAX_FAILED_ATTEMPTS; attempt++) {
      const wrong = await s.check(
        `wrong password ${attempt}`,
        await stranger.post("/admin/login", {
          form: { password: `not the password ${attempt}`, redirectTo: "/admin" },
        }),
      );
      expect(wrong.status(), `attempt ${attempt}`).toBe(401);
    }
    const refused = await s.check(
      "one more",
      await stranger.post("/admin/login", {
        form: { password: E2E_ADMIN_PASSWORD, redirectTo: "/admin" },
      }),
    );
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    // Both instances took part in the count.
    expect(new Set(s.seen.map((step) => step.instance))).toEqual(new Set(["a", "b"]));
  });

  test("analytics beacons through nginx are stored exactly once each, also after both instances stop", async () => {
    const visitor = await client();
    const s = sequence();
    const run = randomUUID().slice(0, 8);
    const paths = Array.from({ length: 8 }, (_, i) => `/cluster-${run}-${i}`);
    for (const path of paths) {
      const beacon = await s.check(
        `beacon ${path}`,
        await visitor.post("/api/analytics", {
          data: JSON.stringify({ name: "page_view", path }),
          headers: { "content-type": "text/plain;charset=UTF-8" },
        }),
      );
      expect(beacon.status()).toBe(204);
    }
    const stored = async () =>
      (
        await db
          .selectFrom("analytics_events")
          .select("path")
          .where("path", "like", `/cluster-${run}-%`)
          .execute()
      )
        .map((row) => row.path)
        .sort();
    // A 204 is sent once the event's batch is committed: the events are there now.
    expect(await stored()).toEqual([...paths].sort());

    // A graceful stop writes what is queued, and writes nothing twice.
    for (const instance of cluster.instances) {
      expect(await instance.stop(), `instance ${instance.id} exits cleanly`).toBe(0);
    }
    expect(await stored()).toEqual([...paths].sort());
  });
});
