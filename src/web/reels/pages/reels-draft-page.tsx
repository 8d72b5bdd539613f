import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import type { ArticleListItem } from '../../../shared/schemas/content.ts';
import { errorMessage } from '../../api/api-error.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { ConfirmDialog } from '../../people/components/confirm-dialog.tsx';
import { removeOwnArticle } from '../../content/api/article-save-api.ts';
import { CONTENT_KEY } from '../../content/api/categories-api.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { reelDraftsQuery } from '../api/video-drafts-api.ts';
import { ReelDraftRow } from '../editor/reel-draft-row.tsx';
import { useReelEditor } from '../editor/reel-editor-store.ts';
import '../editor.css';
import '../i18n/reels-edit-i18n.ts';

/** `/reels/draft`: my unpublished reels: continue one, or delete it. */
export default function ReelsDraftPage() {
  const t = useT();
  const msg = useMsg();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(reelDraftsQuery(token));
  const [toDelete, setToDelete] = useState<ArticleListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  // The owner list may hold other types on an older server: only reels belong here.
  const items = (list.data?.pages.flatMap((p) => p.list) ?? []).filter((a) => a.type === 'reels');
  const time = (iso: string) =>
    new Date(iso).toLocaleString(LANGUAGE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' });

  async function remove() {
    if (!toDelete || deleting) return;
    setDeleting(true);
    try {
      await removeOwnArticle(toDelete.id);
      // The editor of this tab must not bring a deleted draft back by autosaving it.
      const { draft, reset } = useReelEditor.getState();
      if (draft.articleId === toDelete.id) reset(draft.owner);
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
    <div className="vc-stack vc-reel-drafts" data-testid="reels-draft-page">
      <div className="vc-reel-drafts__head">
        <Link className="vc-button vc-button--primary" to="/reels/release?new=1" data-testid="reel-new">
          {t('reelsEdit.newReel')}
        </Link>
      </div>
      {list.isPending && token ? (
        <div className="vc-loading" role="status" aria-label={t('reelsEdit.loading')} />
      ) : null}
      {list.isError ? <p className="vc-notice">{errorMessage(list.error, t('error.request'))}</p> : null}
      {list.isSuccess && items.length === 0 ? (
        <div className="vc-empty">
          <p className="vc-empty__title">{t('reelsEdit.noDrafts')}</p>
        </div>
      ) : null}
      <ul className="vc-reel-drafts__list">
        {items.map((a) => (
          <ReelDraftRow
            key={a.id}
            item={a}
            lang={lang}
            savedAt={time(a.updatedAt)}
            onDelete={() => setToDelete(a)}
          />
        ))}
      </ul>
      {items.length > 0 ? <ListEnd query={list} /> : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('reelsEdit.deleteTitle')}
        text={toDelete?.title.trim() || t('reelsEdit.noCaption')}
        confirmLabel={t('reelsEdit.delete')}
        danger
        busy={deleting}
        onConfirm={() => void remove()}
        onClose={() => setToDelete(null)}
        testId="reel-draft-delete-dialog"
      />
    </div>
  );
}
