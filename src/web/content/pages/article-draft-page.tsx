import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import type { ArticleListItem, ArticleStatus } from '../../../shared/schemas/content.ts';
import { errorMessage } from '../../api/api-error.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { ModalDialog } from '../../app/modal-dialog.tsx';
import { Segment } from '../../app/segment.tsx';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { ownerListQuery, removeOwnArticle } from '../api/article-save-api.ts';
import { CONTENT_KEY } from '../api/categories-api.ts';
import '../editor.css';

const editorPath = (a: ArticleListItem) => `/article/${a.type === 'story' ? 'story' : 'post'}?id=${a.id}`;

/** `/article/draft`: my drafts (continue or delete them) and, on the second tab, my posts. */
export default function ArticleDraftPage() {
  const t = useT();
  const msg = useMsg();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const status: ArticleStatus = params.get('status') === 'published' ? 'published' : 'draft';
  const list = useInfiniteQuery(ownerListQuery(token, status));
  const [toDelete, setToDelete] = useState<ArticleListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const items = list.data?.pages.flatMap((p) => p.list) ?? [];
  const time = (iso: string) =>
    new Date(iso).toLocaleString(LANGUAGE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' });

  async function remove() {
    if (!toDelete || deleting) return;
    setDeleting(true);
    try {
      await removeOwnArticle(toDelete.id);
      void toast(msg('content.removed'), 'success');
      await queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
      setToDelete(null);
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="vc-stack vc-drafts">
      <div className="vc-drafts__head">
        <Segment
          label={t('editor.myPosts')}
          options={['draft', 'published'] as const}
          value={status}
          text={(s) => t(s === 'draft' ? 'editor.tabDrafts' : 'editor.tabPublished')}
          onSelect={(s) => setParams(s === 'draft' ? {} : { status: s }, { replace: true })}
          testId="drafts-tab"
        />
        <div className="vc-drafts__new">
          <Link className="vc-button vc-button--primary" to="/article/post">
            {t('editor.newPost')}
          </Link>
          <Link className="vc-button vc-button--soft" to="/article/story">
            {t('editor.newStory')}
          </Link>
        </div>
      </div>
      {list.isPending && token ? (
        <div className="vc-loading" role="status" aria-label={t('editor.loading')} />
      ) : null}
      {list.isError ? <p className="vc-notice">{errorMessage(list.error, t('error.request'))}</p> : null}
      {list.isSuccess && items.length === 0 ? (
        <div className="vc-empty">
          <p className="vc-empty__title">{t(status === 'draft' ? 'editor.noDrafts' : 'editor.noPosts')}</p>
        </div>
      ) : null}
      <ul className="vc-drafts__list">
        {items.map((a) => (
          <li key={a.id} className="vc-card vc-draft" data-testid="draft-item">
            {a.cover ? <img className="vc-draft__cover" src={a.cover} alt="" loading="lazy" /> : null}
            <div className="vc-draft__text">
              <Link className="vc-draft__title" to={status === 'draft' ? editorPath(a) : `/article/${a.id}`}>
                {a.title.trim() || <span className="vc-muted">{t('editor.untitled')}</span>}
              </Link>
              <p className="vc-draft__meta">
                <span className="vc-tag">
                  {t(a.type === 'story' ? 'editor.typeStory' : 'editor.typeArticle')}
                </span>
                {t(status === 'draft' ? 'editor.lastSaved' : 'editor.publishedAt', {
                  time: time(a.updatedAt),
                })}
              </p>
            </div>
            <div className="vc-draft__actions">
              {status === 'draft' ? (
                <Link className="vc-button vc-button--soft" to={editorPath(a)}>
                  {t('editor.continue')}
                </Link>
              ) : null}
              <button type="button" className="vc-button vc-button--ghost" onClick={() => setToDelete(a)}>
                {t('editor.delete')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {items.length > 0 ? <ListEnd query={list} /> : null}
      <ModalDialog
        open={toDelete !== null}
        title={t(status === 'draft' ? 'editor.deleteDraftTitle' : 'editor.deletePostTitle')}
        onClose={() => setToDelete(null)}
        testId="draft-delete-dialog"
      >
        <p className="vc-dialog-text">{toDelete?.title.trim() || t('editor.untitled')}</p>
        <div className="vc-dialog__actions">
          <button type="button" className="vc-button vc-button--ghost" onClick={() => setToDelete(null)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="vc-button vc-button--danger"
            disabled={deleting}
            onClick={() => void remove()}
          >
            {t('editor.delete')}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
