// The browser's data saver (issue #17): Chrome and others send `Save-Data: on` when the user asks
// to use less data. Such a request gets the same page without web fonts (the system's Arabic
// font) and with the narrowest thumbnails only. The server reads the header; pages vary on it.
export const SAVE_DATA_HEADER = "Save-Data";

/** True for the header's one defined value, "on" (any case, spaces around it allowed). */
export function wantsSavedData(value: string | null | undefined): boolean {
  return value?.trim().toLowerCase() === "on";
}
