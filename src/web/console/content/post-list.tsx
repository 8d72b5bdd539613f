import { List, useTable } from '@refinedev/antd';
import { Button, Select, Space, Table, Tag } from 'antd';
import { ARTICLE_TYPES, type ConsoleArticle } from '../../../shared/schemas/content.ts';
import { request } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useConfirmAction } from '../components/confirm-action.ts';
import { PersonCell, SearchBox, useListFilters } from '../components/list-parts.tsx';
import { consolePagination } from '../components/pagination.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { formatDateTime } from '../../../shared/dates.ts';

const STATES = ['published', 'hidden'] as const;
const authorOf = (a: ConsoleArticle) => a.author.nickName ?? a.author.email;

/** Members' posts (articles, stories, reels): find one, open it, hide it or bring it back. */
export default function PostList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const { confirm } = useConfirmAction();
  const { tableProps, tableQuery, setFilters } = useTable<ConsoleArticle>({
    resource: 'content/articles',
    syncWithLocation: false,
    filters: { permanent: [{ field: 'kind', operator: 'eq', value: 'posts' }] },
  });
  const filters = useListFilters<{ status?: string; type?: string; q?: string }>(setFilters, {});
  const moderate = (a: ConsoleArticle, action: 'hide' | 'restore') =>
    confirm({
      title: t(action === 'hide' ? 'posts.hideTitle' : 'posts.restoreTitle', { title: a.title }),
      content: t(action === 'hide' ? 'posts.hideConfirm' : 'posts.restoreConfirm', {
        title: a.title,
        author: authorOf(a),
      }),
      okText: t(action === 'hide' ? 'posts.hide' : 'posts.restore'),
      danger: action === 'hide',
      run: async () => {
        await request('POST', `/console/support/moderation/article/${a.id}`, { action });
        return t(action === 'hide' ? 'posts.hidden' : 'posts.restored', { title: a.title });
      },
      done: () => void tableQuery.refetch(),
    });
  return (
    <List title={t('posts.list')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchBox label={t('posts.search')} onSearch={(q) => filters.set({ q })} />
        <Select
          aria-label={t('posts.state')}
          style={{ width: 180 }}
          value={filters.values.status ?? ''}
          onChange={(v) => filters.set({ status: v || undefined })}
          options={[
            { value: '', label: t('posts.anyState') },
            ...STATES.map((s) => ({ value: s, label: t(`posts.state.${s}`) })),
          ]}
        />
        <Select
          aria-label={t('posts.type')}
          style={{ width: 180 }}
          value={filters.values.type ?? ''}
          onChange={(v) => filters.set({ type: v || undefined })}
          options={[
            { value: '', label: t('posts.anyType') },
            ...ARTICLE_TYPES.map((k) => ({ value: k, label: t(`posts.type.${k}`) })),
          ]}
        />
      </Space>
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<ConsoleArticle>
          title={t('posts.post')}
          render={(_, a) => (
            <Space align="start">
              {a.coverUrl ? (
                <img className="vc-console-thumb" src={a.coverUrl} alt="" width={48} height={48} />
              ) : null}
              <span>
                <a href={`/article/${a.id}`} target="_blank" rel="noreferrer" className="vc-console-clamp">
                  {a.title}
                </a>
                <Tag>{t(`posts.type.${a.type}`)}</Tag>
              </span>
            </Space>
          )}
        />
        <Table.Column<ConsoleArticle>
          title={t('posts.author')}
          render={(_, a) => <PersonCell name={a.author.nickName} email={a.author.email} />}
        />
        <Table.Column<ConsoleArticle>
          title={t('posts.publishedAt')}
          render={(_, a) => formatDateTime(a.publishedAt ?? a.createdAt, lang)}
        />
        <Table.Column<ConsoleArticle>
          title={t('posts.reactions')}
          render={(_, a) => t('posts.counts', { likes: a.likeCount, comments: a.commentCount })}
        />
        <Table.Column<ConsoleArticle>
          title={t('posts.state')}
          render={(_, a) => (
            <Tag color={a.status === 'hidden' ? 'red' : 'green'}>{t(`posts.state.${a.status}`)}</Tag>
          )}
        />
        <Table.Column<ConsoleArticle>
          title={t('console.actions')}
          render={(_, a) =>
            a.status === 'hidden' ? (
              <Button
                size="small"
                aria-label={`${t('posts.restore')} · ${a.title}`}
                onClick={() => void moderate(a, 'restore')}
              >
                {t('posts.restore')}
              </Button>
            ) : (
              <Button
                size="small"
                danger
                aria-label={`${t('posts.hide')} · ${a.title}`}
                onClick={() => void moderate(a, 'hide')}
              >
                {t('posts.hide')}
              </Button>
            )
          }
        />
      </Table>
    </List>
  );
}
