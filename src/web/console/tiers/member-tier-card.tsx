import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Table, Tag } from 'antd';
import { formatDateTime, formatDay } from '../../../shared/dates.ts';
import { ConsoleMemberTierSchema, type TierMove } from '../../../shared/schemas/tiers.ts';
import { request } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { pickText } from '../components/pick-text.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { consoleTiersQuery } from './tier-values.ts';

/** The console member screen's tier: where the member stands, and every move up or down. */
export function MemberTierCard({ userId }: { userId: string }) {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const plain = new Intl.NumberFormat(lang.replace('_', '-'));
  const tier = useQuery({
    queryKey: ['console', 'tiers', 'member', userId, lang],
    queryFn: () =>
      request('GET', `/console/tiers/members/${encodeURIComponent(userId)}`, undefined, {
        schema: ConsoleMemberTierSchema,
      }),
  });
  const d = tier.data;
  // Moves name tiers by code; the brand's names read better (a removed tier keeps its code).
  const tiers = useQuery(consoleTiersQuery());
  const names = new Map((tiers.data?.tiers ?? []).map((x) => [x.code, pickText(x.name)]));
  const named = (code: string | null) => (code === null ? '—' : (names.get(code) ?? code));
  return (
    <Card size="small" title={t('tiers.history')} loading={tier.isLoading} data-testid="member-tier">
      {d ? (
        <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('tiers.memberTier')}>
            <Tag color="gold" data-testid="member-tier-code">
              {d.tier.name}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('tiers.qualifying')}>
            {plain.format(d.qualifyingPoints)}
          </Descriptions.Item>
          <Descriptions.Item label={t('tiers.reviewAt')}>
            {d.reviewAt ? formatDay(d.reviewAt, lang) : '—'}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
      <Table<TierMove>
        dataSource={d?.history ?? []}
        rowKey={(r) => `${r.at}-${r.to}`}
        size="small"
        pagination={false}
        locale={{ emptyText: t('tiers.noHistory') }}
      >
        <Table.Column<TierMove> title={t('tiers.at')} render={(_, r) => formatDateTime(r.at, lang)} />
        <Table.Column<TierMove> title={t('tiers.from')} render={(_, r) => named(r.from)} />
        <Table.Column<TierMove> title={t('tiers.to')} render={(_, r) => named(r.to)} />
        <Table.Column<TierMove>
          title={t('tiers.reason')}
          render={(_, r) => (r.reason === 'up' ? t('tiers.reasonUp') : t('tiers.reasonReview'))}
        />
        <Table.Column<TierMove>
          title={t('tiers.qualifying')}
          align="right"
          render={(_, r) => plain.format(r.qualifyingPoints)}
        />
      </Table>
    </Card>
  );
}
