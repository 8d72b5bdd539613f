import { useQuery } from '@tanstack/react-query';
import { CloseOutline } from 'antd-mobile-icons';
import { ModalDialog } from '../../app/modal-dialog.tsx';
import { articleQuery } from '../../content/api/articles-api.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { ArticleComments } from '../../social/components/article-comments.tsx';
import './reel-comments.css';

/**
 * The reel's comments in a bottom sheet over the clip (a dialog on wide screens): the social
 * feature's own list and composer, mounted only while open.
 */
export function ReelCommentsSheet(props: {
  articleId: string | null;
  commentCount: number;
  locale: string;
  onClose: () => void;
}) {
  const { articleId, commentCount, locale, onClose } = props;
  const t = useT();
  const lang = useLanguage((s) => s.language);
  // The detail is cached already (the clip on screen asked for it); a new comment refreshes its count.
  const { data } = useQuery({ ...articleQuery(articleId ?? '', lang), enabled: articleId !== null });
  return (
    <ModalDialog
      open={articleId !== null}
      title={t('reelsWatch.comments')}
      onClose={onClose}
      className="vc-sheet vc-reel-comments"
      testId="reel-comments"
    >
      <button
        type="button"
        className="vc-header__icon vc-reel-comments__close"
        aria-label={t('reelsWatch.close')}
        onClick={onClose}
      >
        <CloseOutline aria-hidden />
      </button>
      {articleId ? (
        <ArticleComments
          articleId={articleId}
          commentCount={data?.commentCount ?? commentCount}
          locale={locale}
        />
      ) : null}
    </ModalDialog>
  );
}
