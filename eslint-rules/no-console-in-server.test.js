import rule from "./no-console-in-server.js";
import { ruleTester } from "./testing.js";

const error = { messageId: "console" };

ruleTester.run("no-console-in-server", rule, {
  valid: [
    'log.error({ err, event: "course_import_failed" }, "Course import failed");',
    // A local named console is not the global one.
    "function f(console) { console.log('x'); }",
    "const console = { log() {} }; console.log('x');",
  ],
  invalid: [
    { code: 'console.error("Course export failed while streaming:", error);', errors: [error] },
    { code: "console.warn(`missing ${key}`); console.log(1);", errors: [error, error] },
    // Handing the console on is using it too.
    { code: "copy(files, { log: console.log });", errors: [error] },
    { code: "const { warn } = console;", errors: [error] },
  ],
});
