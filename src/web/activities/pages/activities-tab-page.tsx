import { useSearchParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { Segment } from '../../app/segment.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import type { UiKey } from '../../i18n/en-us.ts';
import { tabFromQuery, tabsFor, tabSource, type ActivityTab } from '../activity-tabs.ts';
import { ActivityList } from '../components/activity-list.tsx';
import { AwardList } from '../components/award-list.tsx';
import { ReservationList } from '../components/reservation-list.tsx';
import '../activities.css';

const TAB_KEYS: Record<ActivityTab, UiKey> = {
  open: 'activities.tabOpen',
  upcoming: 'activities.tabUpcoming',
  ended: 'activities.tabEnded',
  reserved: 'activities.tabReserved',
  expired: 'activities.tabExpired',
  awards: 'activities.tabAwards',
};

/**
 * `/activity` (a main tab): the open, upcoming and ended activities, and for a member their
 * reservations and awards (spec §4 content tabs). The segment lives in `?tab=` so a notification can
 * link to `/activity?tab=awards` and back returns to the same list.
 */
export default function ActivitiesTabPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const signedIn = useUserStore((s) => s.token) !== '';
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'), signedIn);
  const source = tabSource(tab);
  const locale = LANGUAGE_TAGS[lang];

  return (
    <div className="vc-stack vc-act-tab" data-testid="activities-tab">
      <Segment
        label={t('activities.tabsLabel')}
        options={tabsFor(signedIn)}
        value={tab}
        text={(o) => t(TAB_KEYS[o])}
        onSelect={(o) => setParams(o === 'open' ? {} : { tab: o }, { replace: true })}
        testId="activity-tab"
      />
      {source.kind === 'list' ? <ActivityList key={source.tab} tab={source.tab} locale={locale} /> : null}
      {source.kind === 'reserve' ? (
        <ReservationList key={source.state} state={source.state} locale={locale} />
      ) : null}
      {source.kind === 'awards' ? <AwardList locale={locale} /> : null}
    </div>
  );
}
