import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { proofStatusQuery } from '../api/proof-api.ts';

/** My proof-of-age status in a word, for the settings row. */
export function ProofStatusValue() {
  const t = useT();
  const token = useUserStore((s) => s.token);
  const lang = useLanguage((s) => s.language);
  const status = useQuery(proofStatusQuery(token, lang));
  if (!status.data) return null;
  return (
    <span className="vc-list__value" data-testid="setting-proof-status">
      {t(`proof.status.${status.data.status}`)}
    </span>
  );
}
