// A message of the catalogues as features return it (issue #15): a key and its values, put into
// words in the page's language by the route (t()). Here, below the features, so tests and
// helpers of this layer can name it (issue #25).
import type { MessageKey } from "./ar";
import type { MessageValues } from "./translator";

export interface Message {
  key: MessageKey;
  values?: MessageValues;
}
