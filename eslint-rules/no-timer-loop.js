// Fence (issue #25): a periodic job in server code is a job of the one scheduler
// (app/.server/jobs/scheduler.ts: its lock, its logging, its stop on shutdown), never a loop of
// its own: no setInterval, and no setTimeout that schedules the function it is called from
// again. A one-off setTimeout (a delay, a time limit) is fine. eslint.config.js decides which
// files are server code and exempts the scheduler.
const LOOP_TIMERS = new Set(["setInterval"]);

/** The timer a call starts: "setInterval" for setInterval(…) or globalThis.setInterval(…). */
function timerName(callee) {
  if (callee.type === "Identifier") return callee.name;
  if (
    callee.type === "MemberExpression" &&
    !callee.computed &&
    callee.object.type === "Identifier" &&
    ["globalThis", "global", "window", "timers"].includes(callee.object.name) &&
    callee.property.type === "Identifier"
  ) {
    return callee.property.name;
  }
  return null;
}

/** The names a function goes by: its own, or the variable or property it is assigned to. */
function namesOf(fn) {
  const names = [];
  if (fn.id?.name) names.push(fn.id.name);
  const parent = fn.parent;
  if (parent?.type === "VariableDeclarator" && parent.id.type === "Identifier") {
    names.push(parent.id.name);
  }
  if (
    (parent?.type === "Property" || parent?.type === "MethodDefinition") &&
    parent.key.type === "Identifier"
  ) {
    names.push(parent.key.name);
  }
  return names;
}

/** Whether `node` (a callback) is, or calls, one of `names`. */
function callsAny(node, names, seen = new Set()) {
  if (!node || typeof node !== "object" || seen.has(node)) return false;
  seen.add(node);
  if (node.type === "Identifier") return names.has(node.name);
  if (node.type === "CallExpression") {
    const callee = node.callee;
    if (callee.type === "Identifier" && names.has(callee.name)) return true;
    if (
      callee.type === "MemberExpression" &&
      callee.object.type === "ThisExpression" &&
      callee.property.type === "Identifier" &&
      names.has(callee.property.name)
    ) {
      return true;
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === "parent") continue;
    if (Array.isArray(value)) {
      if (
        value.some(
          (child) => child && typeof child.type === "string" && callsAny(child, names, seen),
        )
      )
        return true;
    } else if (value && typeof value.type === "string" && callsAny(value, names, seen)) {
      return true;
    }
  }
  return false;
}

export default {
  meta: {
    type: "problem",
    docs: {
      description: "Periodic work in server code runs in the scheduler, not in a timer loop.",
    },
    schema: [],
    messages: {
      interval:
        "{{timer}} in server code: make it a job of the scheduler (app/.server/jobs/scheduler.ts), which locks, logs and stops it.",
      timeoutLoop:
        "setTimeout that schedules {{name}} again: a loop. Make it a job of the scheduler (app/.server/jobs/scheduler.ts).",
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const timer = timerName(node.callee);
        if (!timer) return;
        if (LOOP_TIMERS.has(timer)) {
          context.report({ node, messageId: "interval", data: { timer } });
          return;
        }
        if (timer !== "setTimeout") return;
        const callback = node.arguments[0];
        if (!callback) return;
        const enclosing = new Set(
          context.sourceCode
            .getAncestors(node)
            .filter((a) =>
              ["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"].includes(
                a.type,
              ),
            )
            .flatMap(namesOf),
        );
        if (enclosing.size === 0) return;
        if (callsAny(callback, enclosing)) {
          const name = [...enclosing].find((n) => callsAny(callback, new Set([n])));
          context.report({ node, messageId: "timeoutLoop", data: { name } });
        }
      },
    };
  },
};
