// How components reach the request's translator (issue #15): app/entry.server.tsx derives the
// locale from the URL and provides its translator around the whole page. This module imports no
// catalogue, so the admin bundle (which hydrates root.tsx) stays free of them; public components
// only ever render on the server (decision 0011).
import { createContext, useContext } from "react";
import type { Translator } from "./translator";

export const I18nContext = createContext<Translator | null>(null);

export function useI18n(): Translator {
  const translator = useContext(I18nContext);
  if (!translator) {
    throw new Error(
      "Public pages are rendered on the server, inside app/entry.server.tsx's I18nContext",
    );
  }
  return translator;
}
