// One list editor for the course editor's lists (videos, links, and each video's quiz questions;
// style.md): a card with its heading and 'Add' button, the empty text, and per item its number,
// its own fields (`renderFields`), and the controls to remove or reorder it (issue #14):
// - move up / move down buttons;
// - drag and drop by the grip, with pointer events (mouse, pen and touch alike; no library):
//   HTML5 drag and drop does not work with touch in most mobile browsers, and Chromium drops a
//   drag whose page scrolls between the press and the first move;
// - the grip from the keyboard: Space or Enter picks the item up, the arrow keys (and Home/End)
//   move it, Space or Enter drops it, Escape puts it back; each step is announced in a live region;
// - 'move to position N', a select of the positions.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { cn } from "~/lib/cn";
import { moveItem } from "./list-order";

interface Keyed {
  key: string;
}

interface EditableListProps<T extends Keyed> {
  /** Names the card: `${id}-heading`. */
  id: string;
  heading: string;
  /**
   * The card's accessible name when the heading alone would repeat on the page (each video's
   * quiz is "Quiz (optional)"; landmarks need names of their own, axe landmark-unique).
   */
  label?: string;
  addLabel: string;
  emptyText: string;
  /** What one item is called, capitalised: "Video" → 'Video 2', 'Move video 2 up'. */
  itemName: string;
  items: T[];
  setItems: (update: (items: T[]) => T[]) => void;
  create: () => T;
  renderFields: (item: T, index: number) => ReactNode;
  /** After an item moved or went: errors shown by position no longer point at the right one. */
  onReorder?: () => void;
  /**
   * A list inside another list's item (a video's questions): a plain section a level down (h3
   * heading, h4 items) instead of a card of its own. `id` must then be unique on the page.
   */
  nested?: boolean;
  /** Under the item's heading, before its fields (a saved question's answer figures). */
  renderNote?: (item: T, index: number) => ReactNode;
}

interface Grab {
  key: string;
  /** Where the item was when picked up, for Escape. */
  from: number;
}

const grabKeys = new Set([" ", "Enter"]);

export function EditableList<T extends Keyed>({
  id,
  heading,
  label,
  addLabel,
  emptyText,
  itemName,
  items,
  setItems,
  create,
  renderFields,
  onReorder,
  nested = false,
  renderNote,
}: EditableListProps<T>) {
  const ListHeading = nested ? "h3" : "h2";
  const ItemHeading = nested ? "h4" : "h3";
  const noun = itemName.toLowerCase();
  const { t } = useAdminI18n();
  const named = (number: number) => ({ item: noun, number });
  const instructionsId = useId();
  const [announcement, setAnnouncement] = useState("");
  const [grab, setGrab] = useState<Grab | null>(null);
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const grips = useRef(new Map<string, HTMLButtonElement>());
  /** The press on a grip, until released: a drag once it has moved a few pixels. */
  const press = useRef<{ key: string; x: number; y: number; dragging: boolean } | null>(null);

  // React moves list items in the DOM when they are reordered, and a moved element loses focus:
  // the grip of the item being moved by keyboard gets it back.
  useEffect(() => {
    if (grab) grips.current.get(grab.key)?.focus();
  }, [grab, items]);

  const position = (index: number) =>
    t("list.position", { number: index + 1, total: items.length });

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length || to === from) return;
    setItems((list) => moveItem(list, from, to));
    onReorder?.();
  }

  function moveAndSay(
    from: number,
    to: number,
    verb: "list.movedTo" | "list.movedUpTo" | "list.movedDownTo",
  ) {
    if (to < 0 || to >= items.length || to === from) return;
    move(from, to);
    setAnnouncement(t(verb, { item: itemName, number: from + 1, position: position(to) }));
  }

  function onGripKeyDown(event: React.KeyboardEvent, item: T, index: number) {
    if (grabKeys.has(event.key)) {
      event.preventDefault();
      if (grab?.key === item.key) {
        setGrab(null);
        setAnnouncement(t("list.droppedAt", { item: itemName, position: position(index) }));
      } else {
        setGrab({ key: item.key, from: index });
        setAnnouncement(
          t("list.pickedUp", { item: itemName, number: index + 1, position: position(index) }),
        );
      }
      return;
    }
    if (grab?.key !== item.key) return;
    const targets: Record<string, number> = {
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      Home: 0,
      End: items.length - 1,
    };
    const to = targets[event.key];
    if (to !== undefined) {
      event.preventDefault();
      const target = Math.min(Math.max(to, 0), items.length - 1);
      if (target !== index) {
        move(index, target);
        setAnnouncement(t("list.movedAt", { item: itemName, position: position(target) }));
      }
    } else if (event.key === "Escape") {
      event.preventDefault();
      move(index, grab.from);
      setGrab(null);
      setAnnouncement(t("list.cancelled", { item: itemName, position: position(grab.from) }));
    }
  }

  /** The position of the item of this list under a point of the screen, or null. */
  function indexAt(x: number, y: number): number | null {
    const row = document.elementFromPoint(x, y)?.closest<HTMLElement>(`li[data-list-item="${id}"]`);
    const index = Number(row?.dataset.index);
    return row && Number.isInteger(index) ? index : null;
  }

  function onGripPointerDown(event: React.PointerEvent<HTMLButtonElement>, item: T) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    press.current = { key: item.key, x: event.clientX, y: event.clientY, dragging: false };
  }

  function onGripPointerMove(event: React.PointerEvent<HTMLButtonElement>) {
    const current = press.current;
    if (!current) return;
    if (!current.dragging) {
      if (Math.hypot(event.clientX - current.x, event.clientY - current.y) < 4) return;
      current.dragging = true;
      setGrab(null);
      setDragKey(current.key);
    }
    setDropIndex(indexAt(event.clientX, event.clientY));
    // Near the top or bottom of the window, the page scrolls to bring the other items in.
    const edge = 64;
    if (event.clientY < edge) window.scrollBy(0, -16);
    else if (event.clientY > window.innerHeight - edge) window.scrollBy(0, 16);
  }

  function onGripPointerUp(event: React.PointerEvent<HTMLButtonElement>) {
    const current = press.current;
    endDrag();
    if (!current?.dragging) return;
    const from = items.findIndex((candidate) => candidate.key === current.key);
    const to = indexAt(event.clientX, event.clientY);
    if (from >= 0 && to !== null) moveAndSay(from, to, "list.movedTo");
  }

  function endDrag() {
    press.current = null;
    setDragKey(null);
    setDropIndex(null);
  }

  const Frame = nested ? "section" : Card;
  return (
    <Frame
      aria-labelledby={label ? undefined : `${id}-heading`}
      aria-label={label}
      className={cn("space-y-4", nested && "rounded-xl bg-slate-50 p-2 sm:p-3")}
    >
      <div className="flex items-center justify-between gap-4">
        <ListHeading
          id={`${id}-heading`}
          className={nested ? "text-lg font-bold" : "text-xl font-bold"}
        >
          {heading}
        </ListHeading>
        <Button
          type="button"
          variant="outline"
          onClick={() => setItems((list) => [...list, create()])}
        >
          {addLabel}
        </Button>
      </div>
      <p id={instructionsId} className="sr-only">
        {t("list.instructions", { item: noun })}
      </p>
      <p aria-live="assertive" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
      {items.length === 0 ? (
        <p className="text-slate-600">{emptyText}</p>
      ) : (
        <ol className="space-y-4">
          {items.map((item, index) => {
            const number = index + 1;
            const grabbed = grab?.key === item.key;
            return (
              <li
                key={item.key}
                aria-label={t("list.item", { item: itemName, number })}
                data-list-item={id}
                data-index={index}
                className={cn(
                  "rounded-xl border border-slate-200",
                  // Nested inside a video: less padding, so a phone keeps room for the fields.
                  nested ? "bg-white p-3 sm:p-4" : "p-4",
                  grabbed && "border-emerald-600 ring-2 ring-emerald-600",
                  dragKey === item.key && "opacity-50",
                  dropIndex === index && dragKey !== item.key && "border-emerald-600 bg-emerald-50",
                )}
              >
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <div className="flex items-center gap-2">
                    <button
                      type="button"
                      ref={(element) => {
                        if (element) grips.current.set(item.key, element);
                        else grips.current.delete(item.key);
                      }}
                      aria-label={t("list.reorder", named(number))}
                      aria-describedby={instructionsId}
                      aria-pressed={grabbed}
                      title={t("list.dragHint")}
                      className="flex size-11 cursor-grab touch-none items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 active:cursor-grabbing aria-pressed:bg-emerald-100 aria-pressed:text-emerald-900"
                      onKeyDown={(event) => onGripKeyDown(event, item, index)}
                      onBlur={() => {
                        // Focus that leaves the list for good drops the item where it is; a
                        // reorder's own blur is followed at once by the focus effect above.
                        if (!grabbed) return;
                        setTimeout(() => {
                          const grip = grips.current.get(item.key);
                          if (grip && document.activeElement !== grip) setGrab(null);
                        });
                      }}
                      onPointerDown={(event) => onGripPointerDown(event, item)}
                      onPointerMove={onGripPointerMove}
                      onPointerUp={onGripPointerUp}
                      onPointerCancel={endDrag}
                    >
                      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
                        {[6, 12, 18].map((y) =>
                          [9, 15].map((x) => (
                            <circle key={`${x}-${y}`} cx={x} cy={y} r={1.6} fill="currentColor" />
                          )),
                        )}
                      </svg>
                    </button>
                    <ItemHeading className="font-bold">
                      {itemName} {number}
                    </ItemHeading>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <label className="flex items-center gap-1 text-sm text-slate-700">
                      Position
                      <select
                        aria-label={t("list.moveTo", named(number))}
                        value={number}
                        onChange={(event) =>
                          moveAndSay(index, Number(event.target.value) - 1, "list.movedTo")
                        }
                        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 py-1"
                      >
                        {items.map((other, position) => (
                          <option key={other.key} value={position + 1}>
                            {position + 1}
                          </option>
                        ))}
                      </select>
                    </label>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => moveAndSay(index, index - 1, "list.movedUpTo")}
                      aria-label={t("list.moveUpAria", named(number))}
                    >
                      {t("list.moveUp")}
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      disabled={index === items.length - 1}
                      onClick={() => moveAndSay(index, index + 1, "list.movedDownTo")}
                      aria-label={t("list.moveDownAria", named(number))}
                    >
                      {t("list.moveDown")}
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      className="text-red-700"
                      onClick={() => {
                        setItems((list) => list.filter((other) => other.key !== item.key));
                        onReorder?.();
                      }}
                      aria-label={t("list.removeAria", named(number))}
                    >
                      {t("list.remove")}
                    </Button>
                  </div>
                </div>
                {renderNote?.(item, index)}
                {renderFields(item, index)}
              </li>
            );
          })}
        </ol>
      )}
    </Frame>
  );
}
