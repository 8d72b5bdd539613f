import type { TablePaginationConfig } from 'antd';
import type { useConsoleT } from '../i18n/console-i18n.ts';

/**
 * Our lists page by cursor, so a table knows the pages seen so far and whether there is a next one:
 * previous / next with the page number, no total.
 */
export function consolePagination(
  p: false | TablePaginationConfig | undefined,
  t: ReturnType<typeof useConsoleT>,
): false | TablePaginationConfig {
  if (!p) return false;
  return {
    ...p,
    simple: true,
    showSizeChanger: false,
    showTotal: undefined,
    hideOnSinglePage: true,
    locale: { prev_page: t('console.previousPage'), next_page: t('console.nextPage') },
  };
}
