/** The page buttons to show: the first, the last, the current one and its neighbours, gaps as null. */
export function pageItems(current: number, count: number, neighbours = 1): Array<number | null> {
  if (count <= 0) return [];
  const shown = new Set<number>([1, count]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) {
    if (page >= 1 && page <= count) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const items: Array<number | null> = [];
  for (const [index, page] of pages.entries()) {
    const before = pages[index - 1];
    if (before !== undefined && page - before === 2) items.push(before + 1);
    else if (before !== undefined && page - before > 2) items.push(null);
    items.push(page);
  }
  return items;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** "26–50 of 132": the rows of one page. */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: Math.min(total, page * pageSize) };
}
