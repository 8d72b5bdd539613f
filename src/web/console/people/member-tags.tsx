import { useState } from 'react';
import { Space, Tag } from 'antd';
import type { ConsoleMember } from '../../../shared/schemas/members.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { formatDay } from '../../../shared/dates.ts';

/** Proof of age, suspension, admin and a pending deletion, as tags. */
export function MemberTags({ member }: { member: ConsoleMember }) {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const [now] = useState(() => Date.now());
  const day = (iso: string) => formatDay(iso, lang);
  const suspended = member.suspendedUntil && Date.parse(member.suspendedUntil) > now;
  return (
    <Space size={4} wrap>
      {member.proof ? <Tag color="green">{t('members.proofOk')}</Tag> : <Tag>{t('members.proofNone')}</Tag>}
      {suspended ? (
        <Tag color="red" data-testid="member-suspended">
          {t('members.suspended', { until: day(member.suspendedUntil ?? '') })}
        </Tag>
      ) : null}
      {member.isAdmin ? <Tag color="gold">{t('members.admin')}</Tag> : null}
      {member.deletionScheduledAt ? (
        <Tag>{t('members.deletion', { at: day(member.deletionScheduledAt) })}</Tag>
      ) : null}
    </Space>
  );
}
