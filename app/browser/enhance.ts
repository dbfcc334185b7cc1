// The one script of the public pages (decision 0011). Public pages are complete HTML from the
// server and load no React; this adds the few comforts that need JavaScript. Vite builds it on its
// own, as a worker script would be (root.tsx imports it with ?worker&url: compiled, bundled,
// minified, content-hashed), and it runs as a module script: after the document is parsed.
import { enhanceAnalytics } from "./analytics";
import { enhanceLanguage } from "./language";
import { enhanceLiveSearch } from "./live-search";
import { enhanceMenu } from "./menu";
import { enhanceOffline } from "./offline";
import { enhancePrint } from "./print";
import { enhanceProgress } from "./progress";
import { enhanceQuiz } from "./quiz";
import { enhanceShare } from "./share";
import { enhanceTypedOrder } from "./typed-order";
import { enhanceVideoFacade } from "./video-facade";

// The admin's preview of a course (issue #14) is nobody's visit and nobody's progress.
const preview = document.body.dataset.preview !== undefined;
if (!preview) enhanceAnalytics();
enhanceMenu();
enhanceLanguage();
enhanceLiveSearch();
enhanceTypedOrder();
enhanceVideoFacade();
enhancePrint();
enhanceShare();
if (!preview) enhanceProgress();
if (!preview) enhanceOffline();
if (!preview) enhanceQuiz();

// Browser tests wait for this before they press what JavaScript has turned into controls.
document.documentElement.dataset.enhanced = "";
