import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import type { HiddenItem, HiddenType } from '../../../shared/schemas/social.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { CONTENT_KEY } from '../../content/api/categories-api.ts';
import { formatDate } from '../../content/components/format.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { hiddenListQuery, SHIELD_KEY, undoHidden } from '../api/shield-api.ts';
import { failureText } from './failure.ts';

const TYPE_KEY = {
  article: 'people.hiddenArticle',
  comment: 'people.hiddenComment',
  store: 'people.hiddenStore',
} as const satisfies Record<HiddenType, string>;

/** Only articles have a page of their own to open; comments and stores are named, not linked. */
const hrefOf = (item: HiddenItem) => (item.targetType === 'article' ? `/article/${item.targetId}` : null);

/** Items marked "not interested", each with Undo (no question: undoing only shows it again). */
export function HiddenList() {
  const t = useT();
  const msg = useMsg();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const queryClient = useQueryClient();
  const list = useQuery(hiddenListQuery(token));
  const [busy, setBusy] = useState('');
  const fallback = useQueryFallback(list);

  async function undo(item: HiddenItem) {
    setBusy(`${item.targetType}:${item.targetId}`);
    try {
      await undoHidden(item.targetType, item.targetId);
      void toast(msg('social.unhidden'), 'success');
      void queryClient.invalidateQueries({ queryKey: SHIELD_KEY });
      void queryClient.invalidateQueries({ queryKey: CONTENT_KEY });
    } catch (err) {
      void toast(failureText(err, t('error.request')), 'fail');
    } finally {
      setBusy('');
    }
  }

  if (fallback) return fallback;
  const items = list.data ?? [];
  if (items.length === 0) {
    return (
      <div className="vc-card vc-empty vc-people-empty" data-testid="hidden-empty">
        <p className="vc-empty__title">{t('people.hiddenEmpty')}</p>
        <p className="vc-empty__text">{t('people.hiddenEmptyText')}</p>
      </div>
    );
  }
  return (
    <ul className="vc-menu vc-people" data-testid="hidden-list">
      {items.map((item) => {
        const key = `${item.targetType}:${item.targetId}`;
        const href = hrefOf(item);
        const label = item.label?.trim() || t('people.hiddenGone');
        return (
          <li key={key} className="vc-person" data-testid="hidden-item">
            <div className="vc-person__text vc-hidden__text">
              <span className="vc-person__meta">
                {t(TYPE_KEY[item.targetType])} · {formatDate(item.createdAt, LANGUAGE_TAGS[lang])}
              </span>
              {href ? (
                <Link className="vc-person__name" to={href}>
                  {label}
                </Link>
              ) : (
                <span className="vc-person__name">{label}</span>
              )}
            </div>
            <button
              type="button"
              className="vc-follow vc-follow--compact is-on"
              disabled={busy === key}
              onClick={() => void undo(item)}
              data-testid="hidden-undo"
            >
              {t('people.undo')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
