import { useQuery } from '@tanstack/react-query';
import { Link } from '../../app/routing.tsx';
import { ActivityPageSchema } from '../../../shared/schemas/activities.ts';
import { request } from '../../api/client.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';

/** "Spin the wheel": the open lucky wheel a scan's chance is for, when there is one. */
export function SpinLink() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const wheels = useQuery({
    queryKey: ['activities', 'list', 'open', 'turntable', lang],
    queryFn: () =>
      request(
        'GET',
        '/hibackend/activity/list',
        { tab: 'open', type: 'turntable', pageSize: 1 },
        { schema: ActivityPageSchema },
      ),
    staleTime: 60_000,
  });
  const wheel = wheels.data?.list[0];
  if (!wheel) return null;
  return (
    <Link
      className="vc-button vc-button--primary"
      to={`/activity/turntable/${wheel.id}`}
      data-testid="scan-spin"
    >
      {t('scan.spinWheel')}
    </Link>
  );
}
