import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { Segment } from '../../app/segment.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { unreadQuery, useReadNotice } from '../api/notices-api.ts';
import { ActivityList } from '../components/activity-list.tsx';
import { SystemList } from '../components/system-list.tsx';
import '../../content/content.css';
import '../notifications.css';

const TABS = ['activity', 'system'] as const;
type Tab = (typeof TABS)[number];

/** `/notice`: what happened to my things (Activity) and the brand's notices (System). */
export default function NoticePage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const [params, setParams] = useSearchParams();
  // The tab is in the address, so that back from a notice returns to the same tab.
  const tab: Tab = params.get('tab') === 'system' ? 'system' : 'activity';
  const unread = useQuery(unreadQuery(useUserStore((s) => s.token))).data;
  const readAll = useReadNotice();
  const counted = (n: number | undefined) => (n ? ` (${n})` : '');

  return (
    <div className="vc-stack vc-notice-page">
      <div className="vc-notice-page__bar">
        <Segment
          label={t('notice.tabs')}
          options={TABS}
          value={tab}
          testId="notice-tab"
          text={(o) =>
            o === 'activity'
              ? `${t('notice.activity')}${counted(unread?.notices)}`
              : `${t('notice.system')}${counted(unread?.system)}`
          }
          onSelect={(o) => setParams(o === 'system' ? { tab: o } : {}, { replace: true })}
        />
      </div>
      {tab === 'activity' ? (
        <>
          {unread?.notices ? (
            <button
              type="button"
              className="vc-button vc-button--ghost vc-notice-page__all"
              data-testid="notice-read-all"
              disabled={readAll.isPending}
              onClick={() => readAll.mutate(null)}
            >
              {t('notice.markAll')}
            </button>
          ) : null}
          <ActivityList locale={locale} />
        </>
      ) : (
        <SystemList lang={lang} locale={locale} />
      )}
    </div>
  );
}
