import { useInfiniteQuery } from '@tanstack/react-query';
import { AddOutline, MessageOutline } from 'antd-mobile-icons';
import { Link, useSearchParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { WORK_ORDER_STATES, type WorkOrderState } from '../../../shared/schemas/support.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { Segment } from '../../app/segment.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { workOrderListQuery } from '../api/support-api.ts';
import { WORK_ORDER_STATE_KEY } from '../components/support-labels.ts';
import '../support.css';
import '../i18n/work-orders-i18n.ts';

const isState = (v: string | null): v is WorkOrderState => WORK_ORDER_STATES.includes(v as WorkOrderState);

/** `/my/afterSale`: my after-sale requests by state (unsolved, solved), loading as I scroll. */
export default function WorkOrdersPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const [params, setParams] = useSearchParams();
  const asked = params.get('state');
  const state: WorkOrderState = isState(asked) ? asked : 'accepting';
  const orders = useInfiniteQuery(workOrderListQuery(token, state, lang));
  const rows = orders.data?.pages.flatMap((p) => p.list) ?? [];
  const day = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium' });

  return (
    <div className="vc-stack vc-support">
      <div className="vc-support-bar">
        <Segment
          label={t('workOrders.tabs')}
          options={WORK_ORDER_STATES}
          value={state}
          text={(s) => t(WORK_ORDER_STATE_KEY[s])}
          onSelect={(s) => setParams({ state: s }, { replace: true })}
          testId="work-order-tab"
        />
        <Link className="vc-button vc-button--primary" to="/my/afterSale/add" data-testid="work-order-new">
          <AddOutline aria-hidden /> {t('workOrders.new')}
        </Link>
      </div>
      {orders.isError ? <p className="vc-notice">{t('workOrders.loadFailed')}</p> : null}
      {orders.isSuccess && rows.length === 0 ? (
        <div className="vc-card vc-support-empty" data-testid="work-orders-empty">
          <MessageOutline className="vc-support-empty__icon" aria-hidden />
          <strong>{t('workOrders.empty')}</strong>
          <p className="vc-muted">{t('workOrders.emptyHint')}</p>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <ul className="vc-support-list" data-testid="work-order-list">
          {rows.map((w) => (
            <li key={w.id}>
              <Link
                to={`/my/afterSale/${w.id}`}
                className="vc-card vc-support-row"
                data-testid="work-order-row"
              >
                <span className="vc-support-row__top">
                  <span className="vc-support-row__number">{w.number}</span>
                  <span className={w.state === 'accepted' ? 'vc-tag vc-tag--ready' : 'vc-tag'}>
                    {t(WORK_ORDER_STATE_KEY[w.state])}
                  </span>
                </span>
                <span className="vc-support-row__what">{w.description}</span>
                <span className="vc-muted">
                  {w.redeem ? `${t('workOrders.about', { orderNo: w.redeem.orderNo })} · ` : ''}
                  {day.format(new Date(w.updatedAt))}
                  {w.state === 'accepting'
                    ? ` · ${w.answered ? t('workOrders.answered') : t('workOrders.waiting')}`
                    : ''}
                </span>
                {w.pictures[0] ? (
                  <img className="vc-support-row__thumb" src={w.pictures[0]} alt="" loading="lazy" />
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length > 0 ? <ListEnd query={orders} /> : null}
    </div>
  );
}
