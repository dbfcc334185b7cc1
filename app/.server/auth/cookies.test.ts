// Cookie names and reading (issue #12): `__Host-` over https, duplicates read as absent.
import { describe, expect, it } from "vitest";
import { cookieNameFor, namesOf, readCookie, setCookie } from "./cookies";

const request = (url: string, cookie?: string) =>
  new Request(url, { headers: cookie ? { cookie } : {} });
const http = "http://localhost:3000/account";
const https = "https://maarifa.example/account";

describe("cookie names", () => {
  it("takes __Host- over https for Path=/, __Secure- for a narrower path, none over http", () => {
    expect(cookieNameFor("maarifa_learner", request(https))).toBe("__Host-maarifa_learner");
    expect(cookieNameFor("maarifa_learner_device", request(https), "/auth")).toBe(
      "__Secure-maarifa_learner_device",
    );
    expect(cookieNameFor("maarifa_learner", request(http))).toBe("maarifa_learner");
    expect(namesOf("maarifa_admin")).toEqual(["maarifa_admin", "__Host-maarifa_admin"]);
  });

  it("writes a __Host- cookie as browsers require it: Secure, Path=/, no Domain", () => {
    expect(setCookie("maarifa_learner", request(https), "T", { maxAge: 60 })).toBe(
      "__Host-maarifa_learner=T; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure",
    );
    expect(setCookie("maarifa_learner", request(http), "", { maxAge: 0 })).toBe(
      "maarifa_learner=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    );
  });
});

describe("readCookie", () => {
  it("reads the one cookie of that exact name", () => {
    const req = request(http, "a=1; maarifa_learner=TOKEN; xmaarifa_learner=no");
    expect(readCookie(req, "maarifa_learner")).toBe("TOKEN");
    expect(readCookie(req, "learner")).toBeNull();
  });

  it("reads a cookie sent twice, or empty, as absent", () => {
    expect(readCookie(request(http, "s=one; s=two"), "s")).toBeNull();
    expect(readCookie(request(http, "s=same; s=same"), "s")).toBeNull();
    expect(readCookie(request(http, "s="), "s")).toBeNull();
    expect(readCookie(request(http), "s")).toBeNull();
  });
});
