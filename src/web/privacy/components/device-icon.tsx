import type { UserSession } from '../../../shared/schemas/privacy.ts';

/** A phone, a tablet or a computer, drawn in the text colour (no emoji font needed). */
export function DeviceIcon({ type }: { type: UserSession['deviceType'] }) {
  const common = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinejoin: 'round' as const };
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
      {type === 'desktop' ? (
        <>
          <rect x="4" y="6" width="24" height="16" rx="2" {...common} />
          <path d="M11 27h10M16 22v5" {...common} strokeLinecap="round" />
        </>
      ) : (
        <>
          <rect
            x={type === 'tablet' ? 6 : 9}
            y="3"
            width={type === 'tablet' ? 20 : 14}
            height="26"
            rx="3"
            {...common}
          />
          <path d="M14 25h4" {...common} strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}
