// The course editor's thumbnail upload (issue #3): the file goes to the upload route, which checks
// it and stores it; uploads made here and replaced or removed before a save are given back.
import { useRef, useState } from "react";
import { useToast } from "~/components/ui/toast";

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export function useThumbnailUpload({
  onUploaded,
  onSessionEnded,
}: {
  onUploaded: (url: string) => void;
  /** The session ended: sign in again in place, then `retry` the same upload. */
  onSessionEnded: (retry: () => void) => void;
}) {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  // Thumbnails uploaded in this editor and not saved yet: the only files it may discard.
  const uploadedHere = useRef(new Set<string>());

  /**
   * Gives back to the server uploads made in this editor that it no longer shows, so they do not
   * wait a day for the orphan sweep (issue #3). Best effort: the server keeps any file a course
   * uses, and whatever fails here is left to that sweep. `keep` stays (the thumbnail now shown).
   */
  function discardUploads(keep: string | null) {
    for (const url of uploadedHere.current) {
      if (url === keep) continue;
      uploadedHere.current.delete(url);
      void fetch("/admin/uploads/thumbnail/discard", {
        method: "POST",
        body: new URLSearchParams({ url }),
      }).catch(() => {});
    }
  }

  async function upload(file: File) {
    // No check of the type the browser reports: it goes by the file's name, and the server, which
    // reads the content, is the authority (a PNG named .txt is a PNG; HTML named .jpg is not).
    // The size check only saves a wasted upload; the server enforces it too.
    if (file.size > MAX_UPLOAD_BYTES) {
      toast({
        title: "File too large",
        description: "Please select an image smaller than 5MB",
        variant: "destructive",
      });
      return;
    }
    setUploading(true);
    try {
      const body = new FormData();
      body.append("file", file);
      const response = await fetch("/admin/uploads/thumbnail", { method: "POST", body });
      if (response.status === 401) {
        onSessionEnded(() => void upload(file));
        return;
      }
      const result = (await response.json().catch(() => null)) as {
        url?: string;
        title?: string;
        description?: string;
      } | null;
      if (response.ok && result?.url) {
        uploadedHere.current.add(result.url);
        discardUploads(result.url);
        onUploaded(result.url);
        toast({ title: "Image uploaded", description: "Thumbnail uploaded successfully" });
      } else {
        toast({
          title: result?.title ?? "Upload failed",
          description: result?.description ?? `${response.status} ${response.statusText}`,
          variant: "destructive",
        });
      }
    } catch (failure) {
      toast({
        title: "Upload failed",
        description: failure instanceof Error ? failure.message : "Network error",
        variant: "destructive",
      });
    } finally {
      setUploading(false);
    }
  }

  return { uploading, upload, discardUploads };
}
