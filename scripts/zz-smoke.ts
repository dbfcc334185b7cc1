import { startCluster } from "./cluster/harness";
const t0 = Date.now();
const c = await startCluster({ count: 2, portFrom: 3310, adminDatabaseUrl: "postgres://postgres@127.0.0.1:5432/test", adminPassword: "e2e admin password, long enough" });
console.log("started in", Date.now() - t0, c.nginx.origin, c.instances.map((i) => i.port));
for (let i = 0; i < 4; i++) {
  const r = await fetch(c.nginx.origin + "/");
  console.log(r.status, r.headers.get("x-request-id"), (await r.text()).length);
}
console.log(c.nginx.accessLog());
console.log(c.instances[0]!.output().slice(0, 3000));
await c.stop();
console.log("stopped");
