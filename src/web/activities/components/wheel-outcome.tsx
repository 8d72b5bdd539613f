import { Link } from '../../app/routing.tsx';
import type { AttendResult } from '../../../shared/schemas/activities.ts';
import { useT } from '../../i18n/i18n.ts';

/** What a draw gave (shared by the wheel and the scratch card), with its proof. */
export function WheelOutcome({ result, activityId }: { result: AttendResult; activityId: string }) {
  const t = useT();
  return (
    <section className="vc-card vc-draw-outcome" data-testid="draw-outcome">
      {result.won && result.prize ? (
        <div className="vc-draw-outcome__prize">
          {result.prize.imageUrl ? (
            <img className="vc-draw-outcome__image" src={result.prize.imageUrl} alt="" />
          ) : (
            <span className="vc-draw-outcome__badge" aria-hidden="true">
              ★
            </span>
          )}
          <div>
            <p className="vc-draw-outcome__title">{t('draw.won')}</p>
            <p className="vc-draw-outcome__name" data-testid="draw-prize">
              {result.prize.name}
            </p>
            <Link to="/activity/prize/awards" className="vc-draw-link">
              {t('draw.myAwards')}
            </Link>
          </div>
        </div>
      ) : (
        <p className="vc-draw-outcome__title">{t('draw.noPrize')}</p>
      )}
      <FairnessProof
        entryNo={result.proof.entryNo}
        seedHash={result.proof.seedHash}
        activityId={activityId}
      />
    </section>
  );
}

/** The proof of one draw: its entry number and the committed seed hash, and where to check it. */
export function FairnessProof({
  entryNo,
  seedHash,
  activityId,
}: {
  entryNo: number | null;
  seedHash: string;
  activityId: string;
}) {
  const t = useT();
  return (
    <dl className="vc-draw-proof">
      {entryNo !== null ? (
        <div>
          <dt>{t('draw.entryNo')}</dt>
          <dd data-testid="draw-entry-no">{entryNo}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('draw.seedHash')}</dt>
        <dd className="vc-draw-hash">{seedHash}</dd>
      </div>
      <div>
        <dd>
          <Link to={`/winner/${activityId}`} className="vc-draw-link">
            {t('draw.checkLink')}
          </Link>
        </dd>
      </div>
    </dl>
  );
}
