// Whether React has taken over the server-rendered page. Server HTML must work without
// JavaScript (decision 0003); what only works with it waits for this.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False in the server HTML and until hydration, true after (and in client-side renders). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
