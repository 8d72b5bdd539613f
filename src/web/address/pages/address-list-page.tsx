import { useQuery } from '@tanstack/react-query';
import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { Link, useSearchParams } from '../../app/routing.tsx';
import { countryName } from '../../../shared/countries.ts';
import type { Address } from '../../../shared/schemas/address.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { ModalDialog } from '../../app/modal-dialog.tsx';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import {
  addressListQuery,
  deleteAddress,
  saveAddress,
  useInvalidateAddresses,
} from '../api/addresses-api.ts';
import { AddressCard } from '../components/address-card.tsx';
import '../address.css';

/** /address: the member's addresses, the default first; add, edit, make default, delete. */
export default function AddressListPage() {
  const t = useT();
  const msg = useMsg();
  const lang = useLanguage((s) => s.language);
  const [params] = useSearchParams();
  const query = useQuery(addressListQuery());
  const fallback = useQueryFallback(query);
  const { data } = query;
  const invalidate = useInvalidateAddresses();
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  // Keep where the member came from (an order), so adding an address returns there.
  const prevPath = params.get('prevPath');
  const addTo = prevPath ? `/address/add?prevPath=${encodeURIComponent(prevPath)}` : '/address/add';

  const act = async (work: () => Promise<unknown>, done: 'address.deleted' | 'address.saved') => {
    setBusy(true);
    try {
      await work();
      await invalidate();
      Toast.show({ icon: 'success', content: msg(done) });
    } catch (err) {
      Toast.show({ content: errorMessage(err, t('error.request')) });
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = () => {
    const target = toDelete;
    setToDelete(null);
    if (target) void act(() => deleteAddress(target.id), 'address.deleted');
  };

  const makeDefault = (a: Address) => {
    const { id, createdAt: _c, updatedAt: _u, ...rest } = a;
    void act(() => saveAddress({ ...rest, id, isDefault: true }), 'address.saved');
  };

  if (fallback || !data) return fallback;

  const add = (
    <Link className="vc-button vc-button--primary vc-button--block" to={addTo} data-testid="address-add">
      {t('address.add')}
    </Link>
  );

  if (data.list.length === 0) {
    return (
      <div className="vc-card vc-empty vc-address-empty" data-testid="address-empty">
        <h2 className="vc-empty__title">{t('address.emptyTitle')}</h2>
        <p className="vc-empty__text">{t('address.emptyText')}</p>
        {add}
      </div>
    );
  }

  return (
    <div className="vc-stack" aria-busy={busy || undefined}>
      <ul className="vc-address-list">
        {data.list.map((a) => (
          <AddressCard
            key={a.id}
            address={a}
            countryName={countryName(a.country, lang)}
            onDelete={() => setToDelete(a)}
            onMakeDefault={() => makeDefault(a)}
          />
        ))}
      </ul>
      {add}
      <ModalDialog
        open={toDelete !== null}
        title={t('address.deleteTitle')}
        onClose={() => setToDelete(null)}
        testId="address-delete-dialog"
      >
        <p className="vc-dialog-text">{t('address.deleteText')}</p>
        <div className="vc-dialog__actions">
          <button type="button" className="vc-button vc-button--ghost" onClick={() => setToDelete(null)}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="vc-button vc-button--danger"
            data-testid="address-delete-confirm"
            onClick={confirmDelete}
          >
            {t('address.delete')}
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
