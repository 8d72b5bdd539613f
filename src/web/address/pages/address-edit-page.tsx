import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../app/routing.tsx';
import { errorMessage } from '../../api/api-error.ts';
import { useT } from '../../i18n/i18n.ts';
import { addressQuery } from '../api/addresses-api.ts';
import { AddressForm } from '../components/address-form.tsx';
import '../address.css';

/** /address/edit?id=: the form filled with the member's address (another member's is Not found). */
export default function AddressEditPage() {
  const t = useT();
  const id = useSearchParams()[0].get('id') ?? '';
  const { data, error, isPending, refetch } = useQuery(addressQuery(id));
  if (id === '' || error) {
    return (
      <div className="vc-card vc-empty">
        <p className="vc-empty__text">
          {error ? errorMessage(error, t('error.request')) : t('address.missing')}
        </p>
        {error ? (
          <button type="button" className="vc-button vc-button--ghost" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  if (isPending) {
    return (
      <div className="vc-loading">
        <span className="vc-spinner" />
      </div>
    );
  }
  // Keyed by id so moving between two edits starts a fresh form.
  return <AddressForm key={data.id} initial={data} />;
}
