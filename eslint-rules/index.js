// The project's own lint rules (issue #25): the fences that keep the layers, wired in
// eslint.config.js under the prefix "local/" and tested with ESLint's RuleTester (*.test.js).
import noConsoleInServer from "./no-console-in-server.js";
import noCrossFeatureImport from "./no-cross-feature-import.js";
import noPerLanguageName from "./no-per-language-name.js";
import noTimerLoop from "./no-timer-loop.js";
import noUpwardImport from "./no-upward-import.js";

export default {
  meta: { name: "local" },
  rules: {
    "no-cross-feature-import": noCrossFeatureImport,
    "no-upward-import": noUpwardImport,
    "no-console-in-server": noConsoleInServer,
    "no-timer-loop": noTimerLoop,
    "no-per-language-name": noPerLanguageName,
  },
};
