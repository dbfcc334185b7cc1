// Without PUBLIC_URL, a production start that others can reach warns loudly, with an event to
// alert on (issue #26, finding 9); a developer's own machine gets the quiet reminder; nothing
// refuses to start, Quick start's `npm start` included.
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";
import { PUBLIC_URL_MISSING_EVENT, publicUrlNotice } from "./public-url-check";

describe("publicUrlNotice", () => {
  it.each(["0.0.0.0", "::", "192.168.1.10", "maarifa.example.mr", "[2001:db8::1]"])(
    "warns loudly, with its event, in production on %s",
    (HOST) => {
      const notice = publicUrlNotice(parseEnv({ NODE_ENV: "production", HOST }));
      expect(notice?.event).toBe(PUBLIC_URL_MISSING_EVENT);
      expect(notice?.message).toContain(`PUBLIC_URL IS NOT SET`);
      expect(notice?.message).toContain(HOST);
    },
  );

  it("warns loudly on Quick start's `npm start` (production, every address) without refusing", () => {
    // parseEnv succeeds: the server starts; the default listen address is reachable from others.
    expect(publicUrlNotice(parseEnv({ NODE_ENV: "production" }))?.event).toBe(
      PUBLIC_URL_MISSING_EVENT,
    );
  });

  it.each(["localhost", "127.0.0.1", "127.1.2.3", "::1", "[::1]"])(
    "gives the quiet reminder on %s",
    (HOST) => {
      const notice = publicUrlNotice(parseEnv({ NODE_ENV: "production", HOST }));
      expect(notice?.event).toBeUndefined();
      expect(notice?.message).toMatch(/^PUBLIC_URL is not set/);
    },
  );

  it("gives the quiet reminder in development", () => {
    expect(publicUrlNotice(parseEnv({ NODE_ENV: "development" }))?.event).toBeUndefined();
  });

  it("says nothing when PUBLIC_URL is set", () => {
    expect(
      publicUrlNotice(parseEnv({ NODE_ENV: "production", PUBLIC_URL: "https://maarifa.mr" })),
    ).toBeNull();
  });
});
