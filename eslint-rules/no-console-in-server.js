// Fence (issue #25): server code logs through the logger (~/.server/logger: JSON lines with the
// request's id, docs/decisions/0018-structured-logs.md), never the console. eslint.config.js
// decides which files are server code.
export default {
  meta: {
    type: "problem",
    docs: { description: "Server code logs through the logger, not the console." },
    schema: [],
    messages: {
      console:
        "console in server code: log through the logger (context.log in a loader or action, or the Logger passed in).",
    },
  },
  create(context) {
    return {
      "Program:exit"(program) {
        const scope = context.sourceCode.getScope(program);
        // A `console` declared in the file (a parameter, a local) is not the global one.
        const global = scope.set.get("console");
        const references = [
          ...(global && global.defs.length === 0 ? global.references : []),
          ...scope.through.filter((reference) => reference.identifier.name === "console"),
        ];
        for (const identifier of new Set(references.map((reference) => reference.identifier))) {
          context.report({ node: identifier, messageId: "console" });
        }
      },
    };
  },
};
