import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { clearFootprint, footprintQuery, FOOTPRINT_KEY } from '../api/footprint-api.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { dayLabel, groupByDay } from '../components/day-groups.ts';
import { failureText } from '../components/failure.ts';
import { FootprintRow } from '../components/footprint-row.tsx';
import '../footprint.css';
import '../people.css';

/** `/footprint`: articles I opened, newest first, by day; clearable. */
export default function FootprintPage() {
  const t = useT();
  const msg = useMsg();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const token = useUserStore((s) => s.token);
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(footprintQuery(token));
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const fallback = useQueryFallback(list);
  const groups = useMemo(
    () => groupByDay(list.data?.pages.flatMap((p) => p.list) ?? [], (i) => i.viewedAt, new Date()),
    [list.data],
  );

  async function clear() {
    setBusy(true);
    try {
      await clearFootprint();
      setAsking(false);
      void toast(msg('social.footprintCleared'), 'success');
      await queryClient.invalidateQueries({ queryKey: FOOTPRINT_KEY });
    } catch (err) {
      void toast(failureText(err, t('people.clearFailed')), 'fail');
    } finally {
      setBusy(false);
    }
  }

  if (fallback) return fallback;
  if (groups.length === 0) {
    return (
      <div className="vc-card vc-empty vc-people-empty" data-testid="footprint-empty">
        <p className="vc-empty__title">{t('people.footprintEmpty')}</p>
        <p className="vc-empty__text">{t('people.footprintEmptyText')}</p>
        <Link className="vc-button vc-button--primary" to="/home">
          {t('people.explore')}
        </Link>
      </div>
    );
  }
  return (
    <div className="vc-stack vc-people-page">
      <div className="vc-people-bar">
        <p className="vc-muted vc-people-intro">{t('people.footprintIntro')}</p>
        <button
          type="button"
          className="vc-button vc-button--ghost vc-people-bar__btn"
          onClick={() => setAsking(true)}
          data-testid="footprint-clear"
        >
          {t('people.clear')}
        </button>
      </div>
      {groups.map((g) => {
        const label = dayLabel(g.day, locale, { today: t('people.today'), yesterday: t('people.yesterday') });
        return (
          <section key={label} aria-label={label}>
            <h2 className="vc-section-title">{label}</h2>
            <ul className="vc-menu vc-trails">
              {g.items.map((item) => (
                <FootprintRow key={item.id} item={item} locale={locale} />
              ))}
            </ul>
          </section>
        );
      })}
      <ListEnd query={list} />
      <ConfirmDialog
        open={asking}
        title={t('people.clearTitle')}
        text={t('people.clearText')}
        confirmLabel={t('people.clear')}
        danger
        busy={busy}
        onConfirm={() => void clear()}
        onClose={() => setAsking(false)}
        testId="footprint-clear-dialog"
      />
    </div>
  );
}
