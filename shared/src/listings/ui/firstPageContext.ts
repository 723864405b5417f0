/** The server-rendered first page (firstPage.ts) given to the listings grid by React context. */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ListingsFirstPage } from '../firstPage';

const FirstPageContext = createContext<ListingsFirstPage | null>(null);

/** Gives the page's server-rendered first page to the listings grid (the shell, on both sides). */
export function ListingsFirstPageProvider({ value, children }: { value: ListingsFirstPage | null; children: ReactNode }) {
  return createElement(FirstPageContext.Provider, { value }, children);
}

/** The server-rendered first page, if it was made for `search` (a `URLSearchParams` string). */
export function useListingsFirstPage(search: string): ListingsFirstPage | null {
  const page = useContext(FirstPageContext);
  return page?.search === search ? page : null;
}
