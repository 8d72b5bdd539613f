import { useInfiniteQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../app/routing.tsx';
import type { ShieldKind } from '../../../shared/schemas/social.ts';
import { Segment } from '../../app/segment.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { shieldListQuery } from '../api/shield-api.ts';
import { HiddenList } from '../components/hidden-list.tsx';
import { PeopleList } from '../components/people-list.tsx';
import { ShieldUndo } from '../components/shield-undo.tsx';
import '../people.css';

const TABS = ['block', 'mute', 'hidden'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL = {
  block: 'people.tabBlocked',
  mute: 'people.tabMuted',
  hidden: 'people.tabHidden',
} as const;

function ShieldList({ kind }: { kind: ShieldKind }) {
  const t = useT();
  const token = useUserStore((s) => s.token);
  const list = useInfiniteQuery(shieldListQuery(kind, token));
  return (
    <PeopleList
      query={list}
      label={t(TAB_LABEL[kind])}
      empty={
        kind === 'block'
          ? { title: t('people.blockedEmpty'), text: t('people.blockedEmptyText') }
          : { title: t('people.mutedEmpty'), text: t('people.mutedEmptyText') }
      }
      action={(p) => <ShieldUndo person={p} kind={kind} />}
      testId={`shield-${kind}`}
    />
  );
}

/** `/setting/shield`: members I blocked or muted and items I hid, each with its undo. */
export default function ShieldPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((x) => x === asked) ?? 'block';
  return (
    <div className="vc-stack vc-people-page">
      <div className="vc-shield-tabs">
        <Segment
          label={t('people.shieldTitle')}
          options={TABS}
          value={tab}
          text={(x) => t(TAB_LABEL[x])}
          onSelect={(x) => setParams(x === 'block' ? {} : { tab: x }, { replace: true })}
          testId="shield-tab"
        />
      </div>
      <p className="vc-muted vc-people-intro">{t(`people.${tab}Intro`)}</p>
      {tab === 'hidden' ? <HiddenList /> : <ShieldList key={tab} kind={tab} />}
    </div>
  );
}
