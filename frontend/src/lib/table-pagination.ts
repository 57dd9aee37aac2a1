import type { TablePaginationConfig } from 'antd';

/**
 * Data tables: page sizes 10, 25, 50, 100 and all; default 10. "All" is a sentinel size: the hooks
 * load every page of the API (100 at a time, its largest size) and the table shows them on one page.
 */
export const ALL_PAGE_SIZE = 1_000_000;
export const PAGE_SIZES = [10, 25, 50, 100, ALL_PAGE_SIZE] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** The largest page the API serves. */
export const API_MAX_PAGE_SIZE = 100;

export function isAllPageSize(pageSize: number): boolean {
  return pageSize >= ALL_PAGE_SIZE;
}

/** Parses `?page=` (1-based), falling back to the first page. */
export function parsePage(value: string | null): number {
  return Math.max(1, Number(value) || 1);
}

/** Parses `?pageSize=` (10, 25, 50, 100 or `all`), falling back to the default. */
export function parsePageSize(value: string | null): number {
  if (value === 'all') return ALL_PAGE_SIZE;
  const size = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** The size changer's choices: "10 / page" … "100 / page", then "All". */
const PAGE_SIZE_CHOICES = PAGE_SIZES.map((size) => ({
  value: size,
  label: isAllPageSize(size) ? 'All' : `${size} / page`,
}));

export function formatPageSize(pageSize: number): string {
  return isAllPageSize(pageSize) ? 'all' : String(pageSize);
}

/** antd pagination for a server-paginated list; `onPage` gets page 1 after a size change. */
export function tablePagination({
  page,
  pageSize,
  total,
  noun,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: (total: number) => string;
  onPage: (page: number, pageSize: number) => void;
}): TablePaginationConfig {
  return {
    current: isAllPageSize(pageSize) ? 1 : page,
    pageSize,
    total,
    pageSizeOptions: PAGE_SIZES.map(String),
    // The size changer's own options: antd 6 passes no `buildOptionText` from a table's pagination to its select,
    // so the sentinel read "1000000 / page" (and a string 'all' read "NaN / page").
    showSizeChanger: { options: PAGE_SIZE_CHOICES },
    showTotal: (count) => noun(count),
    onChange: (nextPage, nextSize) => onPage(nextSize === pageSize ? nextPage : 1, nextSize),
  } as TablePaginationConfig;
}

/**
 * Loads one page, or every page when `pageSize` is "all" (sequentially, 100 at a time), and returns it in the
 * `{items, page, pageSize, total}` shape of the API.
 */
export async function loadPage<T>(
  fetchPage: (
    page: number,
    pageSize: number,
  ) => Promise<{ items: T[]; total: number; page: number; pageSize: number }>,
  page: number,
  pageSize: number,
): Promise<{ items: T[]; total: number; page: number; pageSize: number }> {
  if (!isAllPageSize(pageSize)) return fetchPage(page, pageSize);
  const first = await fetchPage(1, API_MAX_PAGE_SIZE);
  const items = [...first.items];
  for (let next = 2; items.length < first.total; next += 1) {
    const more = await fetchPage(next, API_MAX_PAGE_SIZE);
    if (!more.items.length) break;
    items.push(...more.items);
  }
  return { items, page: 1, pageSize: ALL_PAGE_SIZE, total: first.total };
}
