import { CreateButton, EditButton, List, useTable } from '@refinedev/antd';
import { Table, Tag } from 'antd';
import type { ConsoleArticle } from '../../../shared/schemas/content.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { LANGUAGE_NAMES } from '../components/console-frame.tsx';
import type { Lang } from '../../../shared/i18n.ts';
import { consolePagination } from '../components/pagination.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { formatDateTime } from '../../../shared/dates.ts';

const COLOURS = { published: 'green', draft: 'blue', hidden: 'red' } as const;

/** The brand's statute pages (house rules, terms of draws), newest first, drafts included. */
export default function StatuteList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const { tableProps } = useTable<ConsoleArticle>({
    resource: 'content/articles',
    syncWithLocation: false,
    filters: { permanent: [{ field: 'kind', operator: 'eq', value: 'statutes' }] },
  });
  return (
    <List
      title={t('statutes.list')}
      headerButtons={<CreateButton resource="statutes">{t('statutes.create')}</CreateButton>}
    >
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<ConsoleArticle>
          title={t('statutes.title')}
          render={(_, a) =>
            a.status === 'published' ? (
              <a href={`/article/${a.id}`} target="_blank" rel="noreferrer">
                {a.title}
              </a>
            ) : (
              a.title
            )
          }
        />
        <Table.Column<ConsoleArticle>
          title={t('statutes.language')}
          render={(_, a) => LANGUAGE_NAMES[a.lang as Lang] ?? a.lang}
        />
        <Table.Column<ConsoleArticle>
          title={t('posts.state')}
          render={(_, a) => <Tag color={COLOURS[a.status]}>{t(`posts.state.${a.status}`)}</Tag>}
        />
        <Table.Column<ConsoleArticle>
          title={t('posts.publishedAt')}
          render={(_, a) => (a.publishedAt ? formatDateTime(a.publishedAt, lang) : '—')}
        />
        <Table.Column<ConsoleArticle>
          title={t('console.actions')}
          render={(_, a) => (
            <EditButton
              size="small"
              resource="statutes"
              recordItemId={a.id}
              aria-label={`${t('buttons.edit')} · ${a.title}`}
            />
          )}
        />
      </Table>
    </List>
  );
}
