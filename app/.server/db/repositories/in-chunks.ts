// One home for reading or writing many rows by a list of ids (issue #25: the same loop had been
// written six times). SQLite takes at most 32,766 bound parameters a statement and PostgreSQL
// 65,535; a list of ids is cut into slices of IDS_PER_STATEMENT so that an export of thousands of
// courses, or a bulk load at 100,000, stays well under both.

/** How many ids (or rows of a few columns) one statement binds. */
export const IDS_PER_STATEMENT = 500;

/** `items` in consecutive slices of at most `size`. */
export function* inChunks<T>(items: readonly T[], size = IDS_PER_STATEMENT): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/** The rows `read` returns for each slice of `ids`, one statement after the other, in order. */
export async function readInChunks<T, R>(
  ids: readonly T[],
  read: (chunk: T[]) => Promise<readonly R[]>,
  size = IDS_PER_STATEMENT,
): Promise<R[]> {
  const rows: R[] = [];
  for (const chunk of inChunks(ids, size)) rows.push(...(await read(chunk)));
  return rows;
}

/**
 * Rows grouped by `keyOf` under each of `ids`, each id present ([] when it has none) and each
 * group in the order the statements returned it: "the lessons of these courses".
 */
export async function readGroupedInChunks<R, V>(
  ids: readonly string[],
  read: (chunk: string[]) => Promise<readonly R[]>,
  keyOf: (row: R) => string,
  toValue: (row: R) => V,
): Promise<Map<string, V[]>> {
  const groups = new Map(ids.map((id) => [id, [] as V[]]));
  for (const row of await readInChunks([...groups.keys()], read)) {
    groups.get(keyOf(row))?.push(toValue(row));
  }
  return groups;
}
