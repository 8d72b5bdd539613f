import { LANGUAGE_TAGS, type Lang } from '../../shared/i18n.ts';
import { translate } from '../../shared/messages/messages.ts';
import {
  WARN_DISTINCT_MEMBERS,
  WARN_FIRST_SCAN_DAYS,
  type ScanWarningReason,
} from '../../shared/schemas/scan.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ScanWarning {
  warning: string | null;
  warningReason: ScanWarningReason | null;
}

/**
 * Why a genuine code looks copied, in words a buyer understands: scanned by more than
 * WARN_DISTINCT_MEMBERS members (the stronger sign, so it wins), or first scanned more than
 * WARN_FIRST_SCAN_DAYS days ago (a pack resold, or its code printed again).
 */
export function warningOf(members: number, firstScanAt: Date, now: Date, lang: Lang): ScanWarning {
  if (members > WARN_DISTINCT_MEMBERS) {
    return {
      warning: translate(lang, 'scan.warningManyMembers', { count: members }),
      warningReason: 'MANY_MEMBERS',
    };
  }
  if (now.getTime() - firstScanAt.getTime() > WARN_FIRST_SCAN_DAYS * DAY_MS) {
    const date = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
      firstScanAt,
    );
    return { warning: translate(lang, 'scan.warningOld', { date }), warningReason: 'FIRST_SCAN_OLD' };
  }
  return { warning: null, warningReason: null };
}
